import type { ApiClient, FloorCreate } from '@hygiene/api-client';
import { useMutation } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';

/** `POST /sections/{id}/floors` with name, sectionId, number and premiseId. */
export function createFloor(api: ApiClient, body: FloorCreate) {
  return unwrap(api.createFloor(body.sectionId, body));
}

/** The premise's floor list is a picker that reloads itself after a create (see the screen). */
export function useCreateFloor() {
  const { api } = useConsoleApi();
  return useMutation({ mutationFn: (body: FloorCreate) => createFloor(api, body) });
}
