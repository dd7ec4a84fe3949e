import { sharedKeys, tenantKey } from '../../../data/queryKeys';

/** Every query key of the dashboard. */
export const dashboardKeys = {
  all: (tenant: string) => tenantKey(tenant, 'dashboard'),
  /** Counted from the devices, so it sits under their root: a device write refreshes it. */
  deviceCounts: (tenant: string) => [...sharedKeys.devices(tenant), 'counts'] as const,
};
