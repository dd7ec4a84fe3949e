import type { ApiClient, GeoLocation } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { locationKeys } from './queryKeys';

/** `PUT /premises/{id}/location` with latitude and longitude. */
export function updatePremiseLocation(api: ApiClient, premiseId: string, body: GeoLocation) {
  return unwrap(api.updatePremiseLocation(premiseId, body));
}

export function useUpdatePremiseLocation(premiseId: string) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeoLocation) => updatePremiseLocation(api, premiseId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: locationKeys.premise(tenant, premiseId) }),
  });
}
