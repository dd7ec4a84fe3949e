import { menu } from '../../messages/menu';
import { defineRoutes } from '../../routing/defineRoutes';

export const tenantsRoutes = defineRoutes({
  tenants: {
    pattern: 'tenants',
    screen: () => import('./routes/TenantsScreen').then((m) => m.TenantsScreen),
    menu: { group: 'general', order: 20, label: () => menu.setTenant, area: 'tenants' },
  },
});
