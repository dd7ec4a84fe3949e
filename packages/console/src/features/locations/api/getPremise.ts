import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { locationKeys } from './queryKeys';

/** `GET /premises/{id}`: one premise. */
export function getPremise(api: ApiClient, id: string, signal?: AbortSignal) {
  return unwrap(api.getPremise(id, { signal }));
}

export function premiseQueryOptions(api: ApiClient, tenant: string, id: string) {
  return queryOptions({
    queryKey: locationKeys.premise(tenant, id),
    queryFn: ({ signal }) => getPremise(api, id, signal),
  });
}

export function usePremise(id: string | undefined) {
  const { api, tenant } = useConsoleApi();
  return useQuery({ ...premiseQueryOptions(api, tenant, id ?? ''), enabled: id !== undefined });
}
