import type { ApiClient, UserUpdate } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { buildUpdatePayload, type AccessValues } from '../userRules';
import { invalidateUserLists, userKeys } from './queryKeys';

/** `PUT /users/{id}`: the user's groups and allowed sections; answers the updated user. */
export function updateUser(api: ApiClient, userId: string, body: UserUpdate) {
  return unwrap(api.updateUser(userId, body));
}

export function useUpdateUser(userId: string) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AccessValues) => updateUser(api, userId, buildUpdatePayload(values)),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(tenant, userId), user);
      return invalidateUserLists(queryClient, tenant);
    },
  });
}
