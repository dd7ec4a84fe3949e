import type { ApiClient, PremiseCreate } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { refreshAfterLocationWrite } from './queryKeys';

/** `POST /premises` with name and sectionId. */
export function createPremise(api: ApiClient, body: PremiseCreate) {
  return unwrap(api.createPremise(body));
}

/**
 * The section's premise list is a picker that reloads itself after a create (see the
 * screen); the rest of the tenant's locations (the device filter's floors and rooms) refresh too.
 */
export function useCreatePremise() {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PremiseCreate) => createPremise(api, body),
    // Not awaited: the dialog closes at once, the rest refreshes behind it.
    onSuccess: () => void refreshAfterLocationWrite(queryClient, tenant),
  });
}
