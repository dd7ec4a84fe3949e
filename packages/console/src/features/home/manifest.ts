import { menu } from '../../messages/menu';
import { defineRoutes } from '../../routing/defineRoutes';

export const homeRoutes = defineRoutes({
  /** Spec §2: 'Home'. */
  lander: {
    pattern: 'lander',
    screen: () => import('./routes/HomeScreen').then((m) => m.HomeScreen),
    menu: { group: 'general', order: 30, label: () => menu.home },
  },
});
