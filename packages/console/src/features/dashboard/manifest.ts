import { menu } from '../../messages/menu';
import { defineRoutes } from '../../routing/defineRoutes';

export const dashboardRoutes = defineRoutes({
  dashboard: {
    pattern: 'dashboard',
    screen: () => import('./routes/DashboardScreen').then((m) => m.DashboardScreen),
    menu: { group: 'main', order: 10, label: () => menu.dashboard, area: 'devices' },
  },
});
