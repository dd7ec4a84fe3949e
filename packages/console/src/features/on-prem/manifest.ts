import { defineRoutes } from '../../routing/defineRoutes';

export const onPremRoutes = defineRoutes({
  onPrem: {
    pattern: 'on-prem',
    screen: () => import('./routes/OnPremScreen').then((m) => m.OnPremScreen),
  },
});
