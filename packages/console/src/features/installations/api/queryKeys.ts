import { tenantKey } from '../../../data/queryKeys';
import type { InstallationListQuery } from './getInstallations';

/** The installations feature's query keys, every one under its tenant. */
export const installationKeys = {
  /** Everything of this feature in `tenant`. */
  all: (tenant: string) => tenantKey(tenant, 'installations'),
  /** The device the wizard installs, by serial number. */
  device: (tenant: string, serialNumber: string) =>
    tenantKey(tenant, 'installations', 'device', serialNumber),
  /** Pages of the installation list. */
  lists: (tenant: string) => tenantKey(tenant, 'installations', 'list'),
  list: (tenant: string, query: InstallationListQuery) =>
    tenantKey(tenant, 'installations', 'list', query),
  /** The tenants offered by the list's tenant filter. */
  tenantOptions: (tenant: string) => tenantKey(tenant, 'installations', 'tenant-options'),
  /**
   * Every answer of `tenant`: completing an installation moves a device into a room, so device
   * lists, counts and pages of other screens change too.
   */
  tenantData: (tenant: string) => tenantKey(tenant),
};
