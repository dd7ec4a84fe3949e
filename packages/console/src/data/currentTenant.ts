import type { ApiClient, Tenant } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiErrorOf, unwrap } from './apiQuery';
import { sharedKeys } from './queryKeys';
import { useConsoleApi } from './useConsoleApi';

/** `GET /tenants/{id}`: the tenant itself, under the shared tenant root. */
export function tenantQueryOptions(api: ApiClient, tenant: string) {
  return queryOptions({
    queryKey: [...sharedKeys.tenant(tenant), 'details'] as const,
    queryFn: ({ signal }) => unwrap(api.getTenant(tenant, { signal })),
  });
}

/**
 * The current tenant's fetch state (spec §4 fetch states; §8: a failed tenant fetch sets the
 * tenant state to error). The identifier is known from the address in every state, so a screen
 * can always name the tenant; `retry` asks again after an error.
 */
export type CurrentTenantState =
  | { status: 'loading'; identifier: string }
  | { status: 'fetched'; identifier: string; tenant: Tenant }
  /**
   * The platform refuses the user this tenant (403: another tenant's address, typed or
   * followed): no screen of it can succeed, and trying again will not change that.
   */
  | { status: 'refused'; identifier: string }
  | { status: 'error'; identifier: string; retry: () => void; retrying: boolean };

export function useCurrentTenant(): CurrentTenantState {
  const { api, tenant } = useConsoleApi();
  const details = useQuery(tenantQueryOptions(api, tenant));
  switch (details.status) {
    case 'success':
      return { status: 'fetched', identifier: tenant, tenant: details.data };
    case 'error': {
      if (apiErrorOf(details.error)?.status === 'forbidden') {
        return { status: 'refused', identifier: tenant };
      }
      return {
        status: 'error',
        identifier: tenant,
        retry: () => void details.refetch(),
        retrying: details.isFetching,
      };
    }
    case 'pending':
      return { status: 'loading', identifier: tenant };
    default:
      return details satisfies never;
  }
}
