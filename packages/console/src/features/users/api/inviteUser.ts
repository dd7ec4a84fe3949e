import type { ApiClient, UserInvite } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { buildInvitePayload, type InviteValues } from '../userRules';
import { invalidateUserLists } from './queryKeys';

/** `POST /users`: invites a user (spec §7; success is status 200). */
export function inviteUser(api: ApiClient, body: UserInvite) {
  return unwrap(api.inviteUser(body));
}

export function useInviteUser() {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: InviteValues) => inviteUser(api, buildInvitePayload(values, tenant)),
    onSuccess: () => invalidateUserLists(queryClient, tenant),
  });
}
