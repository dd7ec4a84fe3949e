import { defineRoutes } from '../../routing/defineRoutes';

export const provisioningRoutes = defineRoutes({
  // The wrapper draws its form and results itself: one chunk for the provisioning area.
  provision: {
    pattern: 'devices/provision',
    screen: () => import('./routes/ProvisionScreen').then((m) => m.ProvisionScreen),
  },
  provisionForm: { pattern: 'devices/provision/form', within: 'provision' },
  provisionResults: { pattern: 'devices/provision/results', within: 'provision' },
});
