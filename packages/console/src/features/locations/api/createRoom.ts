import type { ApiClient, RoomCreate } from '@hygiene/api-client';
import { useMutation } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';

/** `POST /floors/{id}/rooms` with name, sectionId, roomTypeId and floorId. */
export function createRoom(api: ApiClient, body: RoomCreate) {
  return unwrap(api.createRoom(body.floorId, body));
}

/** The floor's room list is a picker that reloads itself after a create (see the screen). */
export function useCreateRoom() {
  const { api } = useConsoleApi();
  return useMutation({ mutationFn: (body: RoomCreate) => createRoom(api, body) });
}
