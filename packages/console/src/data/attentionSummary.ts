import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ATTENTION_REFRESH_MS } from '../constants';
import { unwrap } from './apiQuery';
import { sharedKeys } from './queryKeys';
import { useConsoleApi } from './useConsoleApi';

/**
 * `GET /tenants/{tenant}/attention/summary` (an extension, issue 29): how many devices need
 * attention, in all and under each section, premise and floor. Shared: the dashboard shows the
 * count, the location pages the count under each premise and floor. A device goes offline by
 * time alone, so the counts are asked for again while a screen shows them.
 */
export function attentionSummaryQueryOptions(api: ApiClient, tenant: string) {
  return queryOptions({
    queryKey: [...sharedKeys.attention(tenant), 'summary'] as const,
    queryFn: ({ signal }) => unwrap(api.getAttentionSummary(tenant, { signal })),
    refetchInterval: ATTENTION_REFRESH_MS,
  });
}

export function useAttentionSummary() {
  const { api, tenant } = useConsoleApi();
  return useQuery(attentionSummaryQueryOptions(api, tenant));
}
