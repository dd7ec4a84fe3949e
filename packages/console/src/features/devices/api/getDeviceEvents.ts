import type { ApiClient, QueryOf } from '@hygiene/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { deviceKeys } from './queryKeys';

export type DeviceEventsQuery = QueryOf<'listTenantDeviceEvents'>;

/** `GET /tenants/{tenant}/devices/{device}/events` with the type filters of spec §7. */
export function getDeviceEvents(
  api: ApiClient,
  tenant: string,
  deviceId: string,
  query: DeviceEventsQuery,
  signal?: AbortSignal,
) {
  return unwrap(api.listTenantDeviceEvents(tenant, deviceId, query, { signal }));
}

export function deviceEventsQueryOptions(
  api: ApiClient,
  tenant: string,
  deviceId: string,
  query: DeviceEventsQuery,
) {
  return queryOptions({
    queryKey: deviceKeys.events(tenant, deviceId, query),
    queryFn: ({ signal }) => getDeviceEvents(api, tenant, deviceId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDeviceEvents(deviceId: string, query: DeviceEventsQuery, enabled = true) {
  const { api, tenant } = useConsoleApi();
  return useQuery({ ...deviceEventsQueryOptions(api, tenant, deviceId, query), enabled });
}
