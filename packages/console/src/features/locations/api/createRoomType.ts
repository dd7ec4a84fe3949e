import type { ApiClient, RoomTypeCreate } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { locationKeys } from './queryKeys';

/** `POST /room-types` with name and useForCompliance: the new type, or `conflict` (409) if it exists. */
export function createRoomType(api: ApiClient, body: RoomTypeCreate) {
  return unwrap(api.createRoomType(body));
}

export function useCreateRoomType() {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoomTypeCreate) => createRoomType(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.roomTypes(tenant) }),
  });
}
