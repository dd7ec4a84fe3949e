import type { ApiClient } from '@hygiene/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import type { PremiseNameLookup } from '../../../components/pickers/roomPremises';
import { unwrap } from '../../../data/apiQuery';
import { installationKeys } from './queryKeys';

/** `GET /premises/{id}` through a client bound to the installation's tenant. */
export function getInstallationPremise(api: ApiClient, id: string, signal?: AbortSignal) {
  return unwrap(api.getPremise(id, { signal }));
}

/**
 * The premise names the room step shows where rooms of two premises read alike. Cached under
 * the installation's tenant's locations, so a premise is asked for once (and shared with the
 * location screens, which read the same key).
 */
export function usePremiseNameLookup(
  api: ApiClient,
  installationTenant: string,
): PremiseNameLookup {
  const queryClient = useQueryClient();
  return useCallback<PremiseNameLookup>(
    async (id, signal) => {
      const premise = await queryClient.fetchQuery({
        queryKey: installationKeys.premise(installationTenant, id),
        queryFn: ({ signal: querySignal }) =>
          getInstallationPremise(api, id, querySignal ?? signal),
        staleTime: Infinity,
      });
      return premise.name;
    },
    [api, installationTenant, queryClient],
  );
}
