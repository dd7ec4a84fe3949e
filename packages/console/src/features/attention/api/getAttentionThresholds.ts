import { useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { attentionKeys } from './queryKeys';

/** `GET /tenants/{tenant}/attention/thresholds`: the tenant's thresholds (the defaults until set). */
export function useAttentionThresholds() {
  const { api, tenant } = useConsoleApi();
  return useQuery({
    queryKey: attentionKeys.thresholds(tenant),
    queryFn: ({ signal }) => unwrap(api.getAttentionThresholds(tenant, { signal })),
  });
}
