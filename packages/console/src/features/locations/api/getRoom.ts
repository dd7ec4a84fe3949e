import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { locationKeys } from './queryKeys';

/** `GET /rooms/{id}`: one room. */
export function getRoom(api: ApiClient, id: string, signal?: AbortSignal) {
  return unwrap(api.getRoom(id, { signal }));
}

export function roomQueryOptions(api: ApiClient, tenant: string, id: string) {
  return queryOptions({
    queryKey: locationKeys.room(tenant, id),
    queryFn: ({ signal }) => getRoom(api, id, signal),
  });
}

export function useRoom(id: string | undefined) {
  const { api, tenant } = useConsoleApi();
  return useQuery({ ...roomQueryOptions(api, tenant, id ?? ''), enabled: id !== undefined });
}
