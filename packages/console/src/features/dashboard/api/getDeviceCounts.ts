import { PAGING, type ApiClient, type Device, type PagedResult } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { LOW_BATTERY_LEVEL } from '../../../constants';
import { deviceDirectoryQueryOptions } from '../../../data/deviceDirectory';
import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { dashboardKeys } from './queryKeys';

/** The fleet summary's counts. `lowBatteryComplete` is false when not every device was read. */
export interface DeviceCounts {
  online: number;
  offline: number;
  lowBattery: number;
  lowBatteryComplete: boolean;
}

/**
 * Online and offline come from `totalItems` of `GET /tenants/{tenant}/devices` with
 * `status.is-on` (page size 1: only the count is wanted). The platform has no battery filter,
 * so low battery is counted in the tenant's device directory (`deviceDirectoryQueryOptions`).
 */
export async function getDeviceCounts(
  api: ApiClient,
  tenant: string,
  readDirectory: () => Promise<PagedResult<Device>>,
  signal?: AbortSignal,
): Promise<DeviceCounts> {
  const count = { page: PAGING.firstPage, pageSize: 1 };
  const [online, offline, scan] = await Promise.all([
    unwrap(api.listTenantDevices(tenant, { ...count, 'status.is-on': true }, { signal })),
    unwrap(api.listTenantDevices(tenant, { ...count, 'status.is-on': false }, { signal })),
    // The tenant's device directory (its first 1,000 devices), shared with the live feed's
    // device names: read once for both.
    readDirectory(),
  ]);
  const lowBattery = scan.items.filter((device) => {
    const level = device.batteries?.level;
    return level !== null && level !== undefined && level <= LOW_BATTERY_LEVEL;
  }).length;
  return {
    online: online.totalItems,
    offline: offline.totalItems,
    lowBattery,
    lowBatteryComplete: scan.totalItems <= scan.items.length,
  };
}

export function deviceCountsQueryOptions(api: ApiClient, tenant: string) {
  return queryOptions({
    queryKey: dashboardKeys.deviceCounts(tenant),
    queryFn: ({ signal, client }) =>
      getDeviceCounts(
        api,
        tenant,
        () => client.ensureQueryData(deviceDirectoryQueryOptions(api, tenant)),
        signal,
      ),
  });
}

export function useDeviceCounts() {
  const { api, tenant } = useConsoleApi();
  return useQuery(deviceCountsQueryOptions(api, tenant));
}
