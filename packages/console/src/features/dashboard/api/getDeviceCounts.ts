import { PAGING, type ApiClient, type Device, type PagedResult } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { deviceDirectoryQueryOptions } from '../../../data/deviceDirectory';
import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { dashboardKeys } from './queryKeys';

/**
 * The fleet summary's counts. The battery levels are kept, not a low count, so the count follows
 * the tenant's threshold (which has a request of its own) without reading the devices again.
 * `lowBatteryComplete` is false when not every device was read.
 */
export interface DeviceCounts {
  online: number;
  offline: number;
  batteryLevels: readonly number[];
  lowBatteryComplete: boolean;
}

/** How many of the levels are at or under the tenant's low-battery percent. */
export function lowBatteryCount(counts: DeviceCounts, lowBatteryPercent: number): number {
  return counts.batteryLevels.filter((level) => level <= lowBatteryPercent).length;
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
  const batteryLevels = scan.items.flatMap((device) => {
    const level = device.batteries?.level;
    return typeof level === 'number' ? [level] : [];
  });
  return {
    online: online.totalItems,
    offline: offline.totalItems,
    batteryLevels,
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
