import type { ApiClient, PremiseCreate } from '@hygiene/api-client';
import { useMutation } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';

/** `POST /premises` with name and sectionId. */
export function createPremise(api: ApiClient, body: PremiseCreate) {
  return unwrap(api.createPremise(body));
}

/** The section's premise list is a picker that reloads itself after a create (see the screen). */
export function useCreatePremise() {
  const { api } = useConsoleApi();
  return useMutation({ mutationFn: (body: PremiseCreate) => createPremise(api, body) });
}
