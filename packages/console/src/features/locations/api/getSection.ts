import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { locationKeys } from './queryKeys';

/** `GET /sections/{id}`: one section. */
export function getSection(api: ApiClient, id: string, signal?: AbortSignal) {
  return unwrap(api.getSection(id, { signal }));
}

export function sectionQueryOptions(api: ApiClient, tenant: string, id: string) {
  return queryOptions({
    queryKey: locationKeys.section(tenant, id),
    queryFn: ({ signal }) => getSection(api, id, signal),
  });
}

export function useSection(id: string | undefined) {
  const { api, tenant } = useConsoleApi();
  return useQuery({ ...sectionQueryOptions(api, tenant, id ?? ''), enabled: id !== undefined });
}
