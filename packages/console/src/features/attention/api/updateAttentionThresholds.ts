import type { AttentionThresholds } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { attentionThresholdsQueryOptions } from '../../../data/attentionThresholds';
import { ifMatchOf, type EditBase } from '../../../data/editBase';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { attentionKeys } from './queryKeys';

/**
 * `PUT /tenants/{tenant}/attention/thresholds`, on the thresholds' version as read (If-Match;
 * issue 54): the worklist follows at once on the platform, so the list, the counts and the
 * thresholds are all asked for again.
 */
export function useUpdateAttentionThresholds() {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, base }: { body: AttentionThresholds; base: EditBase }) =>
      unwrap(api.updateAttentionThresholds(tenant, body, ifMatchOf(base))),
    onSuccess: async (saved) => {
      queryClient.setQueryData(attentionThresholdsQueryOptions(api, tenant).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: attentionKeys.all(tenant) });
    },
  });
}
