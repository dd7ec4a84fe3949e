import { PAGING, type ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { MAINTENANCE_TENANT_OPTIONS_SIZE } from '../../../constants';
import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { maintenanceKeys } from './queryKeys';

/** `GET /tenants`, one page of up to 100: the tenants maintenance can be started on. */
export function tenantOptionsQueryOptions(api: ApiClient, tenant: string) {
  return queryOptions({
    queryKey: maintenanceKeys.tenantOptions(tenant),
    queryFn: ({ signal }) =>
      unwrap(
        api.listTenants(
          { page: PAGING.firstPage, pageSize: MAINTENANCE_TENANT_OPTIONS_SIZE },
          { signal },
        ),
      ),
    staleTime: 5 * 60_000,
  });
}

export function useTenantOptions() {
  const { api, tenant } = useConsoleApi();
  return useQuery(tenantOptionsQueryOptions(api, tenant));
}
