import type { CacheRoot } from '../generated/cacheRoots';
import { tenantKey, type TenantQueryKey } from './queryKeys';

/**
 * Where each cache root of the contract (`x-cache-roots` in platform.yaml) lives under a tenant.
 * A generated read keys its answers under its root; a generated write refreshes the roots it
 * names. Attention sits under devices, so a device write (a refill, new batteries) refreshes it.
 */
const cacheRootPaths = {
  tenant: ['tenant'],
  tenants: ['tenants'],
  devices: ['devices'],
  deviceRecords: ['device-records'],
  deviceModels: ['device-models'],
  attention: ['devices', 'attention'],
  attentionThresholds: ['attention-thresholds'],
  locations: ['locations'],
  installations: ['installations'],
  users: ['users'],
  maintenance: ['maintenance'],
} as const satisfies Record<CacheRoot, readonly string[]>;

/**
 * The key every answer under `root` of `tenant` starts with. Its own module, loaded with the
 * generated operations: the shell's shared keys (`queryKeys.ts`) load with every first screen.
 */
export function cacheRootKey(tenant: string, root: CacheRoot): TenantQueryKey {
  return tenantKey(tenant, ...cacheRootPaths[root]);
}
