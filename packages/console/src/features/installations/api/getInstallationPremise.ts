import type { ApiClient } from '@hygiene/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import type { PremiseNameLookup } from '../../../components/pickers/roomPremises';
import { getPremise } from '../../../generated/operations/getPremise';

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
    async (id) => {
      const premise = await queryClient.fetchQuery({
        ...getPremise.options(api, installationTenant, id),
        staleTime: Infinity,
      });
      return premise.name;
    },
    [api, installationTenant, queryClient],
  );
}
