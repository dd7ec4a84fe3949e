import type { CacheRoot } from '../generated/cacheRoots';
import { sharedKeys, tenantKey, type TenantQueryKey } from './queryKeys';

/**
 * Where each cache root of the contract (`x-cache-roots` in platform.yaml) lives under a tenant.
 * A generated read keys its answers under its root; a generated write refreshes the roots it
 * names. The roots several features already share are `sharedKeys` (attention sits under
 * devices, so a device write refreshes it); the others are placed here, with the generated
 * operations, not in `queryKeys.ts`, which loads with every first screen.
 */
const rootKeys = {
  tenant: sharedKeys.tenant,
  devices: sharedKeys.devices,
  deviceRecords: sharedKeys.deviceRecords,
  // Outside device-records: a comment written does not fetch the QR code again.
  deviceQrCodes: (tenant) => tenantKey(tenant, 'device-qr-codes'),
  attention: sharedKeys.attention,
  attentionThresholds: sharedKeys.attentionThresholds,
  locations: sharedKeys.locations,
  tenants: (tenant) => tenantKey(tenant, 'tenants'),
  deviceModels: (tenant) => tenantKey(tenant, 'device-models'),
  installations: (tenant) => tenantKey(tenant, 'installations'),
  users: (tenant) => tenantKey(tenant, 'users'),
  maintenance: (tenant) => tenantKey(tenant, 'maintenance'),
  // Under attention: a live event that can open or resolve a case refreshes the cases and the bell.
  cases: (tenant) => [...sharedKeys.attention(tenant), 'cases'],
  notifications: (tenant) => [...sharedKeys.attention(tenant), 'notifications'],
  notificationPolicy: (tenant) => tenantKey(tenant, 'notification-policy'),
} satisfies Record<CacheRoot, (tenant: string) => TenantQueryKey>;

/** The key every answer under `root` of `tenant` starts with. */
export function cacheRootKey(tenant: string, root: CacheRoot): TenantQueryKey {
  return rootKeys[root](tenant);
}
