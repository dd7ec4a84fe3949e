import { PAGE_SIZES, type ApiClient } from '@hygiene/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { maintenanceKeys } from './queryKeys';

export interface SessionsQuery {
  term: string;
  tenantIdentifiers: string[];
  page: number;
}

/** `GET /sessions` with term and tenantIdentifiers, 10 a page (spec §7, §9). */
export function getSessions(api: ApiClient, query: SessionsQuery, signal?: AbortSignal) {
  return unwrap(
    api.listSessions(
      {
        ...(query.term ? { term: query.term } : {}),
        ...(query.tenantIdentifiers.length > 0
          ? { tenantIdentifiers: query.tenantIdentifiers }
          : {}),
        page: query.page,
        pageSize: PAGE_SIZES.sessions,
      },
      { signal },
    ),
  );
}

export function sessionsQueryOptions(api: ApiClient, tenant: string, query: SessionsQuery) {
  return queryOptions({
    queryKey: maintenanceKeys.sessions(tenant, query),
    queryFn: ({ signal }) => getSessions(api, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSessions(query: SessionsQuery) {
  const { api, tenant } = useConsoleApi();
  return useQuery(sessionsQueryOptions(api, tenant, query));
}
