import { NEWEST_USER_REQUEST, type ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { userKeys } from './queryKeys';

/**
 * The email of the tenant's highest screen user, or null when it has none: `GET /users` at
 * page 1, size 1 (spec §7) with the contract's extension `screenUsers=true`, which lists only
 * the screen users, highest screen number first. Without it page 1 would be the newest user of
 * any kind, an ordinary one after any invitation, and hold no screen number (spec §9 wants the
 * previous highest plus 1).
 */
export async function getHighestScreenUserEmail(api: ApiClient, signal?: AbortSignal) {
  const page = await unwrap(
    api.listUsers({ ...NEWEST_USER_REQUEST, screenUsers: true }, { signal }),
  );
  return page.items[0]?.email ?? null;
}

export function highestScreenUserEmailQueryOptions(api: ApiClient, tenant: string) {
  return queryOptions({
    queryKey: userKeys.highestScreenUser(tenant),
    queryFn: ({ signal }) => getHighestScreenUserEmail(api, signal),
    // A number read a while ago may be taken by now: ask every time the page opens.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useHighestScreenUserEmail() {
  const { api, tenant } = useConsoleApi();
  return useQuery(highestScreenUserEmailQueryOptions(api, tenant));
}
