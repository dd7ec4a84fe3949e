import type { ApiClient, FloorCreate } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { refreshAfterLocationWrite } from './queryKeys';

/** `POST /sections/{id}/floors` with name, sectionId, number and premiseId. */
export function createFloor(api: ApiClient, body: FloorCreate) {
  return unwrap(api.createFloor(body.sectionId, body));
}

/**
 * The premise's floor list is a picker that reloads itself after a create (see the
 * screen); the rest of the tenant's locations (the device filter's floors and rooms) refresh too.
 */
export function useCreateFloor() {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FloorCreate) => createFloor(api, body),
    // Not awaited: the dialog closes at once, the rest refreshes behind it.
    onSuccess: () => void refreshAfterLocationWrite(queryClient, tenant),
  });
}
