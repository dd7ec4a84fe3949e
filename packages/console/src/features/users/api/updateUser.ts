import type { ApiClient, UserUpdate } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { ifMatchOf, type EditBase } from '../../../data/editBase';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { getUser } from '../../../generated/operations/getUser';
import { buildUpdatePayload, type AccessValues } from '../userRules';
import { invalidateUserLists } from './queryKeys';

/**
 * `PUT /users/{id}`: the user's groups and allowed sections, on the user's version as read
 * (If-Match; issue 54): two administrators saving one user no longer overwrite each other
 * silently. Answers the updated user (with its new version).
 */
export function updateUser(api: ApiClient, userId: string, body: UserUpdate, base: EditBase) {
  return unwrap(api.updateUser(userId, body, ifMatchOf(base)));
}

export function useUpdateUser(userId: string) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, base }: { values: AccessValues; base: EditBase }) =>
      updateUser(api, userId, buildUpdatePayload(values), base),
    onSuccess: (user) => {
      queryClient.setQueryData(getUser.key(tenant, userId), user);
      return invalidateUserLists(queryClient, tenant);
    },
  });
}
