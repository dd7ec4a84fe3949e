import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { LOCATION_DEVICES_PAGE_SIZE } from '../../../constants';
import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { locationKeys, type DevicesAt } from './queryKeys';

/**
 * `GET /tenants/{tenant}/devices` with `location.floor-id` or `location.room-id`: the devices of a
 * floor or a room, in one page (the floor plan shows all of them).
 */
export async function getLocationDevices(
  api: ApiClient,
  tenant: string,
  at: DevicesAt,
  signal?: AbortSignal,
) {
  const where =
    'floorId' in at ? { 'location.floor-id': [at.floorId] } : { 'location.room-id': [at.roomId] };
  const page = await unwrap(
    api.listTenantDevices(
      tenant,
      { page: 1, pageSize: LOCATION_DEVICES_PAGE_SIZE, ...where },
      { signal },
    ),
  );
  return page.items;
}

export function locationDevicesQueryOptions(api: ApiClient, tenant: string, at: DevicesAt) {
  return queryOptions({
    queryKey: locationKeys.devices(tenant, at),
    queryFn: ({ signal }) => getLocationDevices(api, tenant, at, signal),
  });
}

export function useLocationDevices(at: DevicesAt) {
  const { api, tenant } = useConsoleApi();
  return useQuery(locationDevicesQueryOptions(api, tenant, at));
}
