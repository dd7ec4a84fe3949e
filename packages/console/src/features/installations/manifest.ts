import { menu } from '../../messages/menu';
import { defineRoutes } from '../../routing/defineRoutes';

export const installationsRoutes = defineRoutes({
  installations: {
    pattern: 'installations',
    screen: () => import('./routes/InstallationsScreen').then((m) => m.InstallationsScreen),
    menu: {
      group: 'main',
      order: 50,
      label: () => menu.installations,
      area: 'installations',
      serviceTenantOnly: true,
    },
  },
  deviceInstall: {
    pattern: 'devices/:serialNumber/install',
    screen: () => import('./routes/InstallScreen').then((m) => m.InstallScreen),
  },
});
