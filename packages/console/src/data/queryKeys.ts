/**
 * Every cached answer is keyed under its tenant: `['tenant', identifier, ...]`. Switching tenant
 * can then drop all of the old tenant's answers at once, and two tenants can never share one.
 */
export const TENANT_KEY_ROOT = 'tenant';

export type TenantQueryKey = readonly [typeof TENANT_KEY_ROOT, string, ...unknown[]];

export function tenantKey(tenantIdentifier: string, ...parts: unknown[]): TenantQueryKey {
  return [TENANT_KEY_ROOT, tenantIdentifier, ...parts];
}

/** The tenant a query key belongs to, or null for keys outside any tenant. */
export function tenantOfKey(key: readonly unknown[]): string | null {
  return key[0] === TENANT_KEY_ROOT && typeof key[1] === 'string' ? key[1] : null;
}

/**
 * Roots of data that more than one feature reads. A feature's key factory builds its keys under
 * these roots, so a mutation that invalidates a root refreshes every feature's view of that data
 * (a refill refreshes the device page, the device list and the dashboard's fleet counts) without
 * one feature importing another.
 */
export const sharedKeys = {
  /** Everything read from or derived from the tenant's devices. */
  devices: (tenant: string) => tenantKey(tenant, 'devices'),
  /**
   * A device's records that writing the device (its fluid, power, batteries) does not change:
   * its QR code and its comments, which have writes of their own. Outside the devices root, so
   * a device write does not fetch them again.
   */
  deviceRecords: (tenant: string) => tenantKey(tenant, 'device-records'),
  /**
   * What needs attention (the worklist, its counts, the thresholds): under the devices root, so a
   * device write (new batteries, a refill) refreshes it, and live events refresh it alone.
   */
  attention: (tenant: string) => tenantKey(tenant, 'devices', 'attention'),
  /**
   * The tenant's attention thresholds: outside the devices root, as a device write or a live
   * event changes what needs attention, not the thresholds (only their own write does).
   */
  attentionThresholds: (tenant: string) => tenantKey(tenant, 'attention-thresholds'),
  /** Sections, premises, floors, rooms, room types and floor plans. */
  locations: (tenant: string) => tenantKey(tenant, 'locations'),
  /** The tenant itself (its name, its maintenance state). */
  tenant: (tenant: string) => tenantKey(tenant, 'tenant'),
} as const;
