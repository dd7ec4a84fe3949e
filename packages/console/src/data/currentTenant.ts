import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from './apiQuery';
import { sharedKeys } from './queryKeys';
import { useConsoleApi } from './useConsoleApi';

/** `GET /tenants/{id}`: the tenant itself, under the shared tenant root. */
export function tenantQueryOptions(api: ApiClient, tenant: string) {
  return queryOptions({
    queryKey: [...sharedKeys.tenant(tenant), 'details'] as const,
    queryFn: ({ signal }) => unwrap(api.getTenant(tenant, { signal })),
  });
}

/** The current tenant's name, or its identifier until the name arrives or if it cannot. */
export function useCurrentTenantName(): string {
  const { api, tenant } = useConsoleApi();
  const details = useQuery(tenantQueryOptions(api, tenant));
  return details.data?.name ?? tenant;
}
