import type { ApiClient } from '@hygiene/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import type { UserListQuery } from '../userListParams';
import { userKeys } from './queryKeys';

/** `GET /users` with term and groups: one page of the tenant's users (spec §7). */
export function getUsers(api: ApiClient, query: UserListQuery, signal?: AbortSignal) {
  return unwrap(api.listUsers(query, { signal }));
}

export function usersQueryOptions(api: ApiClient, tenant: string, query: UserListQuery) {
  return queryOptions({
    queryKey: userKeys.list(tenant, query),
    queryFn: ({ signal }) => getUsers(api, query, signal),
    placeholderData: keepPreviousData,
    // An empty search reloads the list (spec §5): going back to a query asks again.
    staleTime: 0,
  });
}

export function useUsers(query: UserListQuery) {
  const { api, tenant } = useConsoleApi();
  return useQuery(usersQueryOptions(api, tenant, query));
}
