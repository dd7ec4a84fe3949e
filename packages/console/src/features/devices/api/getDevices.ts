import type { ApiClient } from '@hygiene/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { deviceKeys } from './queryKeys';
import type { DeviceListQuery } from '../deviceListParams';

/** `GET /tenants/{tenant}/devices`: one page of the tenant's devices, searched and filtered. */
export function getDevices(
  api: ApiClient,
  tenant: string,
  query: DeviceListQuery,
  signal?: AbortSignal,
) {
  return unwrap(api.listTenantDevices(tenant, query, { signal }));
}

export function devicesQueryOptions(api: ApiClient, tenant: string, query: DeviceListQuery) {
  return queryOptions({
    queryKey: deviceKeys.list(tenant, query),
    queryFn: ({ signal }) => getDevices(api, tenant, query, signal),
    // The previous page stays on screen while the next loads, so paging never flashes empty.
    placeholderData: keepPreviousData,
  });
}

export function useDevices(query: DeviceListQuery) {
  const { api, tenant } = useConsoleApi();
  return useQuery(devicesQueryOptions(api, tenant, query));
}
