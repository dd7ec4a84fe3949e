import { useQuery } from '@tanstack/react-query';

import { attentionThresholdsQueryOptions } from '../../../data/attentionThresholds';
import { useConsoleApi } from '../../../data/useConsoleApi';

/** `GET /tenants/{tenant}/attention/thresholds`: the tenant's thresholds (the defaults until set). */
export function useAttentionThresholds() {
  const { api, tenant } = useConsoleApi();
  return useQuery(attentionThresholdsQueryOptions(api, tenant));
}
