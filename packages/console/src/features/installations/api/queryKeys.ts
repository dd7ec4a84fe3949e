import type { QueryClient } from '@tanstack/react-query';

import { sharedKeys, tenantKey } from '../../../data/queryKeys';
import type { InstallationListQuery } from './getInstallations';

/** The installations feature's query keys, every one under its tenant. */
export const installationKeys = {
  /** Everything of this feature in `tenant`. */
  all: (tenant: string) => tenantKey(tenant, 'installations'),
  /** The devices the wizard installs. */
  devices: (tenant: string) => tenantKey(tenant, 'installations', 'device'),
  /** The device the wizard installs, by serial number. */
  device: (tenant: string, serialNumber: string) =>
    [...installationKeys.devices(tenant), serialNumber] as const,
  /** Pages of the installation list. */
  lists: (tenant: string) => tenantKey(tenant, 'installations', 'list'),
  list: (tenant: string, query: InstallationListQuery) =>
    tenantKey(tenant, 'installations', 'list', query),
  /** The rooms the room step offers, of the installation's tenant (pages add term and number). */
  rooms: (tenant: string) => [...sharedKeys.locations(tenant), 'installation-rooms'] as const,
};

/**
 * Refreshes what an installation's end (completed or aborted) changes: this feature's lists and
 * devices, the device's installations on its page and, once completed, its room in the device
 * lists, counts and location pages. Not the tenant's name, users or tenant choices.
 */
export function refreshAfterInstallation(queryClient: QueryClient, tenant: string) {
  return Promise.all(
    [
      installationKeys.lists(tenant),
      installationKeys.devices(tenant),
      sharedKeys.devices(tenant),
      sharedKeys.locations(tenant),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
