import { tenantKey } from '../../../data/queryKeys';

/** Every cached answer of the provisioning screens, under the tenant. */
export const provisioningKeys = {
  all: (tenant: string) => tenantKey(tenant, 'provisioning'),
  models: (tenant: string) => tenantKey(tenant, 'provisioning', 'models'),
  modelPage: (tenant: string, page: number) =>
    tenantKey(tenant, 'provisioning', 'models', { page }),
  /**
   * What provisioning makes stale: new devices change every device list and count of the
   * tenant, which other features own, so the whole tenant is refetched when next shown.
   */
  staleAfterProvisioning: (tenant: string) => tenantKey(tenant),
};
