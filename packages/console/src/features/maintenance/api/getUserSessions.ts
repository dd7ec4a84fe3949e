import { PAGE_SIZES, PAGING, type ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { maintenanceKeys } from './queryKeys';

/** `GET /users/{id}/sessions` (spec §7): one user's maintenance sessions, newest first. */
export function getUserSessions(api: ApiClient, userId: string, signal?: AbortSignal) {
  return unwrap(
    api.listUserSessions(
      userId,
      { page: PAGING.firstPage, pageSize: PAGE_SIZES.sessions },
      { signal },
    ),
  );
}

export function userSessionsQueryOptions(api: ApiClient, tenant: string, userId: string) {
  return queryOptions({
    queryKey: maintenanceKeys.userSessions(tenant, userId),
    queryFn: ({ signal }) => getUserSessions(api, userId, signal),
  });
}

export function useUserSessions(userId: string) {
  const { api, tenant } = useConsoleApi();
  return useQuery(userSessionsQueryOptions(api, tenant, userId));
}
