import type { QueryOf } from '@hygiene/api-client';

import { cacheRootKey } from '../../../data/cacheRootKey';
import { sharedKeys } from '../../../data/queryKeys';
import type { DeviceListQuery } from '../deviceListParams';

/**
 * Every query key of the devices feature, under the shared roots: invalidating
 * `deviceKeys.all(tenant)` refreshes every answer about the tenant's devices, in this feature
 * and in others (the dashboard's counts live under the same root). A device's comments
 * (`generated/operations/listDeviceComments`) sit under the device-records root, its QR code
 * under a root no write refreshes, its sessions under maintenance, and the
 * filter's choices under the locations root: a device write changes none of them.
 */
export const deviceKeys = {
  all: (tenant: string) => sharedKeys.devices(tenant),
  list: (tenant: string, query: DeviceListQuery) =>
    [...deviceKeys.all(tenant), 'list', query] as const,
  detail: (tenant: string, deviceId: string) =>
    [...deviceKeys.all(tenant), 'detail', deviceId] as const,
  bySerialNumber: (tenant: string, serialNumber: string, options: { internal: boolean }) =>
    [...deviceKeys.all(tenant), 'by-serial-number', serialNumber, options] as const,
  /** Every page of one device's event history. */
  eventsOf: (tenant: string, deviceId: string) =>
    [...deviceKeys.all(tenant), 'events', deviceId] as const,
  events: (tenant: string, deviceId: string, query: QueryOf<'listTenantDeviceEvents'>) =>
    [...deviceKeys.eventsOf(tenant, deviceId), query] as const,
  qrCode: (tenant: string, deviceId: string) =>
    [...cacheRootKey(tenant, 'deviceQrCodes'), deviceId] as const,
  /** The rooms of a floor the filter offers (pages add their term and number): locations too. */
  filterRooms: (tenant: string, floorId: string) =>
    [...sharedKeys.locations(tenant), 'device-filter-rooms', floorId] as const,
  /** The filter's choices are locations (and tenants): a device write does not change them. */
  filterOptions: (tenant: string, options: { withTenants: boolean }) =>
    [...sharedKeys.locations(tenant), 'device-filter-options', options] as const,
};
