import type { ApiClient, RoomCreate } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { refreshAfterLocationWrite } from './queryKeys';

/** `POST /floors/{id}/rooms` with name, sectionId, roomTypeId and floorId. */
export function createRoom(api: ApiClient, body: RoomCreate) {
  return unwrap(api.createRoom(body.floorId, body));
}

/**
 * The floor's room list is a picker that reloads itself after a create (see the
 * screen); the rest of the tenant's locations (the device filter's floors and rooms) refresh too.
 */
export function useCreateRoom() {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoomCreate) => createRoom(api, body),
    // Not awaited: the dialog closes at once, the rest refreshes behind it.
    onSuccess: () => void refreshAfterLocationWrite(queryClient, tenant),
  });
}
