/**
 * Every screen of the console, gathered from the features' manifests (`features/*\/manifest.ts`).
 * This is the one module of the routing that knows the features; it knows only their manifests,
 * which import no screen but load it on first visit. A new feature adds its manifest here.
 */
import { attentionRoutes } from '../features/attention/manifest';
import { dashboardRoutes } from '../features/dashboard/manifest';
import { devicesRoutes } from '../features/devices/manifest';
import { homeRoutes } from '../features/home/manifest';
import { installationsRoutes } from '../features/installations/manifest';
import { locationsRoutes } from '../features/locations/manifest';
import { maintenanceRoutes } from '../features/maintenance/manifest';
import { notificationsRoutes } from '../features/notifications/manifest';
import { onPremRoutes } from '../features/on-prem/manifest';
import { provisioningRoutes } from '../features/provisioning/manifest';
import { tenantsRoutes } from '../features/tenants/manifest';
import { usersRoutes } from '../features/users/manifest';
import { defineRoutes } from './defineRoutes';

export const routes = {
  ...defineRoutes({
    /** Spec §2 `/`: the host sends it on to the stored tenant's dashboard or to Home. */
    landing: { pattern: '' },
  }),
  ...homeRoutes,
  ...dashboardRoutes,
  ...attentionRoutes,
  ...maintenanceRoutes,
  ...installationsRoutes,
  ...tenantsRoutes,
  ...onPremRoutes,
  ...devicesRoutes,
  ...provisioningRoutes,
  ...locationsRoutes,
  ...usersRoutes,
  ...notificationsRoutes,
};

export type RouteName = keyof typeof routes;
