import { PAGING, type ApiClient, type Device } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { LOW_BATTERY_SCAN_SIZE } from '../constants';
import { unwrap } from './apiQuery';
import { sharedKeys } from './queryKeys';
import { useConsoleApi } from './useConsoleApi';

/**
 * The tenant's devices read in one page (the platform's page-size maximum): what names a device
 * where only its id is known (a live event) and what the dashboard counts low batteries in.
 * Under the shared devices root, so a device write refreshes it.
 */
export function deviceDirectoryQueryOptions(api: ApiClient, tenant: string) {
  return queryOptions({
    queryKey: [...sharedKeys.devices(tenant), 'directory'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.listTenantDevices(
          tenant,
          { page: PAGING.firstPage, pageSize: LOW_BATTERY_SCAN_SIZE },
          { signal },
        ),
      ),
  });
}

/** The current tenant's devices by id, empty until they arrive (or if they cannot). */
export function useDeviceDirectory(): ReadonlyMap<string, Device> {
  const { api, tenant } = useConsoleApi();
  const directory = useQuery({
    ...deviceDirectoryQueryOptions(api, tenant),
    select: (page) => new Map(page.items.map((device) => [device.id, device])),
  });
  return directory.data ?? EMPTY;
}

const EMPTY: ReadonlyMap<string, Device> = new Map();
