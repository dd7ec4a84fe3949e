import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { locationKeys } from './queryKeys';

/** `GET /floors/{id}`: one floor. */
export function getFloor(api: ApiClient, id: string, signal?: AbortSignal) {
  return unwrap(api.getFloor(id, { signal }));
}

export function floorQueryOptions(api: ApiClient, tenant: string, id: string) {
  return queryOptions({
    queryKey: locationKeys.floor(tenant, id),
    queryFn: ({ signal }) => getFloor(api, id, signal),
  });
}

export function useFloor(id: string | undefined) {
  const { api, tenant } = useConsoleApi();
  return useQuery({ ...floorQueryOptions(api, tenant, id ?? ''), enabled: id !== undefined });
}
