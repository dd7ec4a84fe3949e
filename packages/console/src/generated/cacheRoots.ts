// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
/** The cache roots of the contract (`x-cache-roots`); `data/cacheRootKey.ts` places each. */
export type CacheRoot =
  /** The current tenant itself (its name, its maintenance state). */
  | 'tenant'
  /** The list of tenants, the nearest one and the service tenants. */
  | 'tenants'
  /** Everything read from the tenant's devices (lists, pages, events, installations). */
  | 'devices'
  /** A device's records with writes of their own (its comments). */
  | 'deviceRecords'
  /** A device's QR code, which encodes its serial number; no write makes it stale. */
  | 'deviceQrCodes'
  /** The device models provisioning offers. */
  | 'deviceModels'
  /** What needs attention (under devices, so a device write refreshes it). */
  | 'attention'
  /** The tenant's attention thresholds. */
  | 'attentionThresholds'
  /** Cases of what needs attention (under attention, so a live event refreshes them). */
  | 'cases'
  /** The caller's bell and notification settings (under attention). */
  | 'notifications'
  /** The tenant's notification policy. */
  | 'notificationPolicy'
  /** Sections, premises, floors, rooms, room types and floor plans. */
  | 'locations'
  /** Installations and the devices the wizard works on. */
  | 'installations'
  /** Users, their groups and the screen users. */
  | 'users'
  /** Maintenance of tenants, its sessions and the devices under it. */
  | 'maintenance';
