import type { ApiClient, ScreenUserCreate } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { invalidateUserLists } from './queryKeys';

/** `POST /screen-users`: success is a status below 300 (spec §7). */
export function createScreenUser(api: ApiClient, body: ScreenUserCreate) {
  return unwrap(api.createScreenUser(body));
}

export function useCreateScreenUser() {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScreenUserCreate) => createScreenUser(api, body),
    // The new screen user is the highest: the next number is read again.
    onSuccess: () => invalidateUserLists(queryClient, tenant),
  });
}
