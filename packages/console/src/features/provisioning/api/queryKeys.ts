import { sharedKeys, tenantKey } from '../../../data/queryKeys';

/** Every cached answer of the provisioning screens, under the tenant. */
export const provisioningKeys = {
  all: (tenant: string) => tenantKey(tenant, 'provisioning'),
  /** The models' pages (each adds its term and number). */
  models: (tenant: string) => tenantKey(tenant, 'provisioning', 'models'),
  /**
   * What provisioning makes stale: the tenant's devices (lists, counts, the directory), which
   * other features own and key under the shared devices root; nothing else of the tenant.
   */
  staleAfterProvisioning: (tenant: string) => sharedKeys.devices(tenant),
};
