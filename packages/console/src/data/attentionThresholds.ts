import { ATTENTION_DEFAULTS, type ApiClient, type AttentionThresholds } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from './apiQuery';
import { sharedKeys } from './queryKeys';
import { useConsoleApi } from './useConsoleApi';

/**
 * `GET /tenants/{tenant}/attention/thresholds` (an extension): the tenant's thresholds, the
 * defaults until it sets its own. Shared: the worklist shows and changes them, and the fleet
 * summary and the floor plan's marks call a battery low by the same percent as the worklist.
 */
export function attentionThresholdsQueryOptions(api: ApiClient, tenant: string) {
  return queryOptions({
    queryKey: sharedKeys.attentionThresholds(tenant),
    queryFn: ({ signal }) => unwrap(api.getAttentionThresholds(tenant, { signal })),
  });
}

/**
 * The percent at or under which the tenant calls a battery low: the contract's default until its
 * thresholds arrive, or if they cannot be read (a count or a mark is never held back for them).
 */
export function useLowBatteryPercent(): number {
  const { api, tenant } = useConsoleApi();
  const thresholds = useQuery({
    ...attentionThresholdsQueryOptions(api, tenant),
    select: lowBatteryPercentOf,
  });
  return thresholds.data ?? ATTENTION_DEFAULTS.lowBatteryPercent;
}

const lowBatteryPercentOf = (thresholds: AttentionThresholds) => thresholds.lowBatteryPercent;
