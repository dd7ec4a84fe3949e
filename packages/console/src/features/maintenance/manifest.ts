import { menu } from '../../messages/menu';
import { defineRoutes } from '../../routing/defineRoutes';

export const maintenanceRoutes = defineRoutes({
  maintenance: {
    pattern: 'maintenance',
    screen: () => import('./routes/MaintenanceScreen').then((m) => m.MaintenanceScreen),
    menu: {
      group: 'main',
      order: 40,
      label: () => menu.maintenance,
      area: 'maintenance',
      serviceTenantOnly: true,
    },
  },
});
