import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { FILTER_OPTIONS_PAGE_SIZE } from '../../../constants';
import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { installationKeys } from './queryKeys';

/** `GET /tenants`: the tenants the list's tenant filter offers, in one request. */
export function getTenantOptions(api: ApiClient, signal?: AbortSignal) {
  return unwrap(api.listTenants({ page: 1, pageSize: FILTER_OPTIONS_PAGE_SIZE }, { signal }));
}

export function tenantOptionsQueryOptions(api: ApiClient, tenant: string) {
  return queryOptions({
    queryKey: installationKeys.tenantOptions(tenant),
    queryFn: ({ signal }) => getTenantOptions(api, signal),
    staleTime: Infinity,
  });
}

export function useTenantOptions() {
  const { api, tenant } = useConsoleApi();
  return useQuery(tenantOptionsQueryOptions(api, tenant));
}
