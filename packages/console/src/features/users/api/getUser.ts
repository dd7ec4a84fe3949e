import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { userKeys } from './queryKeys';

/** `GET /users/{id}`: one user. */
export function getUser(api: ApiClient, userId: string, signal?: AbortSignal) {
  return unwrap(api.getUser(userId, { signal }));
}

export function userQueryOptions(api: ApiClient, tenant: string, userId: string) {
  return queryOptions({
    queryKey: userKeys.detail(tenant, userId),
    queryFn: ({ signal }) => getUser(api, userId, signal),
  });
}

export function useUser(userId: string) {
  const { api, tenant } = useConsoleApi();
  return useQuery(userQueryOptions(api, tenant, userId));
}
