import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { userKeys } from './queryKeys';

/** The groups endpoint (`GET /groups`): every group (role) for the role selector (spec §6, §7). */
export async function getGroups(api: ApiClient, signal?: AbortSignal) {
  return (await unwrap(api.listGroups({ signal }))).items;
}

export function groupsQueryOptions(api: ApiClient, tenant: string) {
  return queryOptions({
    queryKey: userKeys.groups(tenant),
    queryFn: ({ signal }) => getGroups(api, signal),
    staleTime: 5 * 60_000,
  });
}

export function useGroups() {
  const { api, tenant } = useConsoleApi();
  return useQuery(groupsQueryOptions(api, tenant));
}
