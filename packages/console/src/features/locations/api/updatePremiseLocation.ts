import type { ApiClient, GeoLocation } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { ifMatchOf, type EditBase } from '../../../data/editBase';
import { locationKeys } from './queryKeys';

/**
 * `PUT /premises/{id}/location` with latitude and longitude, on the premise's version as read
 * (If-Match; issue 54), or over whatever is stored (`overwrite`).
 */
export function updatePremiseLocation(
  api: ApiClient,
  premiseId: string,
  body: GeoLocation,
  base: EditBase,
) {
  return unwrap(api.updatePremiseLocation(premiseId, body, ifMatchOf(base)));
}

export function useUpdatePremiseLocation(premiseId: string) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, base }: { body: GeoLocation; base: EditBase }) =>
      updatePremiseLocation(api, premiseId, body, base),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: locationKeys.premise(tenant, premiseId) }),
  });
}
