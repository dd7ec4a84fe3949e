import { NEWEST_USER_REQUEST, type ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { userKeys } from './queryKeys';

/**
 * The newest user's email, or null when the tenant has no users: `GET /users` at page 1, size 1
 * (spec §7). The next screen number is read off it.
 */
export async function getNewestUserEmail(api: ApiClient, signal?: AbortSignal) {
  const page = await unwrap(api.listUsers(NEWEST_USER_REQUEST, { signal }));
  return page.items[0]?.email ?? null;
}

export function newestUserEmailQueryOptions(api: ApiClient, tenant: string) {
  return queryOptions({
    queryKey: userKeys.newest(tenant),
    queryFn: ({ signal }) => getNewestUserEmail(api, signal),
    // A number read a while ago may be taken by now: ask every time the page opens.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useNewestUserEmail() {
  const { api, tenant } = useConsoleApi();
  return useQuery(newestUserEmailQueryOptions(api, tenant));
}
