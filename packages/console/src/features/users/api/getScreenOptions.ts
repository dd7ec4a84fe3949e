import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { userKeys } from './queryKeys';

/** `GET /screen-users`: the screen options that prefill device type and specs (spec §3, §7). */
export function getScreenOptions(api: ApiClient, signal?: AbortSignal) {
  return unwrap(api.listScreenUsers({ signal }));
}

export function screenOptionsQueryOptions(api: ApiClient, tenant: string) {
  return queryOptions({
    queryKey: userKeys.screenOptions(tenant),
    queryFn: ({ signal }) => getScreenOptions(api, signal),
    staleTime: 5 * 60_000,
  });
}

export function useScreenOptions() {
  const { api, tenant } = useConsoleApi();
  return useQuery(screenOptionsQueryOptions(api, tenant));
}
