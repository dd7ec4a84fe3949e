import type { ApiClient } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { ifMatchOf, type EditBase } from '../../../data/editBase';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { getUser } from '../../../generated/operations/getUser';
import { invalidateUserLists } from './queryKeys';

/**
 * `DELETE /users/{id}`: success at any 2xx status (spec §7: 200 or above). On the version the
 * page showed: a user changed elsewhere meanwhile is not deleted unseen (412).
 */
export function deleteUser(api: ApiClient, userId: string, base: EditBase) {
  return unwrap(api.deleteUser(userId, ifMatchOf(base)));
}

export function useDeleteUser(userId: string) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (base: EditBase) => deleteUser(api, userId, base),
    onSuccess: () => {
      // Not read again now (the page is leaving; it would only find a 404), but never shown
      // from the cache again without asking.
      void queryClient.invalidateQueries({
        queryKey: getUser.key(tenant, userId),
        refetchType: 'none',
      });
      return invalidateUserLists(queryClient, tenant);
    },
  });
}
