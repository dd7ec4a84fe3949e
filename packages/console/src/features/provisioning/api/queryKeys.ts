import { sharedKeys, tenantKey } from '../../../data/queryKeys';

/** Every cached answer of the provisioning screens, under the tenant. */
export const provisioningKeys = {
  all: (tenant: string) => tenantKey(tenant, 'provisioning'),
  models: (tenant: string) => tenantKey(tenant, 'provisioning', 'models'),
  modelPage: (tenant: string, page: number) =>
    tenantKey(tenant, 'provisioning', 'models', { page }),
  /**
   * What provisioning makes stale: the tenant's devices (lists, counts, the directory), which
   * other features own and key under the shared devices root; nothing else of the tenant.
   */
  staleAfterProvisioning: (tenant: string) => sharedKeys.devices(tenant),
};
