import type {
  ApiClient,
  AttentionCount,
  AttentionItem,
  AttentionSummary,
} from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ATTENTION_REFRESH_MS } from '../constants';
import { unwrap } from './apiQuery';
import { sharedKeys } from './queryKeys';
import { useConsoleApi } from './useConsoleApi';

/**
 * What needs attention (issue 29), as more than one feature shows it.
 *
 * `GET /tenants/{tenant}/attention/summary` (an extension): how many devices need
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

/**
 * How many devices need attention under each section, premise or floor, by id; empty until the
 * counts arrive (or if they cannot: a location list never fails for want of them).
 */
export function useAttentionCounts(
  level: keyof Pick<AttentionSummary, 'sections' | 'premises' | 'floors'>,
): ReadonlyMap<string, AttentionCount> {
  const { api, tenant } = useConsoleApi();
  const counts = useQuery({
    ...attentionSummaryQueryOptions(api, tenant),
    select: COUNTS_BY_ID[level],
  });
  return counts.data ?? NO_COUNTS;
}

const NO_COUNTS: ReadonlyMap<string, AttentionCount> = new Map();

/** Stable selectors (one per level), so a screen's memos see a new map only with new counts. */
const byId =
  (level: 'sections' | 'premises' | 'floors') =>
  (summary: AttentionSummary): ReadonlyMap<string, AttentionCount> =>
    new Map(summary[level].map((count) => [count.id, count]));
const COUNTS_BY_ID = {
  sections: byId('sections'),
  premises: byId('premises'),
  floors: byId('floors'),
};

/**
 * What needs doing at one device (its worklist item), or null when nothing does: the device page
 * leads with it, in the worklist's words. Under the attention root, so a live event or a device
 * write that changes the worklist changes it too.
 */
export function deviceAttentionQueryOptions(api: ApiClient, tenant: string, deviceId: string) {
  const query = { 'device-id': deviceId, pageSize: 1 };
  return queryOptions({
    queryKey: [...sharedKeys.attention(tenant), 'device', query] as const,
    queryFn: async ({ signal }): Promise<AttentionItem | null> =>
      (await unwrap(api.listAttention(tenant, query, { signal }))).items[0] ?? null,
    refetchInterval: ATTENTION_REFRESH_MS,
  });
}

export function useDeviceAttention(deviceId: string) {
  const { api, tenant } = useConsoleApi();
  return useQuery(deviceAttentionQueryOptions(api, tenant, deviceId));
}
