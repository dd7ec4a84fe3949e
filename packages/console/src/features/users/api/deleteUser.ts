import type { ApiClient } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { invalidateUserLists, userKeys } from './queryKeys';

/** `DELETE /users/{id}`: success at any 2xx status (spec §7: 200 or above). */
export function deleteUser(api: ApiClient, userId: string) {
  return unwrap(api.deleteUser(userId));
}

export function useDeleteUser(userId: string) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteUser(api, userId),
    onSuccess: () => {
      // Not read again now (the page is leaving; it would only find a 404), but never shown
      // from the cache again without asking.
      void queryClient.invalidateQueries({
        queryKey: userKeys.detail(tenant, userId),
        refetchType: 'none',
      });
      return invalidateUserLists(queryClient, tenant);
    },
  });
}
