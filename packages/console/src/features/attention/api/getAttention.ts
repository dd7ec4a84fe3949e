import type { ApiClient, QueryOf } from '@hygiene/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { ATTENTION_REFRESH_MS } from '../../../constants';
import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { attentionKeys } from './queryKeys';

/**
 * `GET /tenants/{tenant}/attention`: one page of the devices that need someone, worst first. The
 * platform computes it from its indexes; the console never reads the fleet to find them.
 */
export function attentionQueryOptions(
  api: ApiClient,
  tenant: string,
  query: QueryOf<'listAttention'>,
) {
  return queryOptions({
    queryKey: attentionKeys.list(tenant, query),
    queryFn: ({ signal }) => unwrap(api.listAttention(tenant, query, { signal })),
    // The previous page stays on screen while the next loads, so paging never flashes empty.
    placeholderData: keepPreviousData,
    // A device goes offline by time alone, without an event to say so.
    refetchInterval: ATTENTION_REFRESH_MS,
  });
}

export function useAttention(query: QueryOf<'listAttention'>) {
  const { api, tenant } = useConsoleApi();
  return useQuery(attentionQueryOptions(api, tenant, query));
}
