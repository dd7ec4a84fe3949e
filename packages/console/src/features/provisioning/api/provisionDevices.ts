import type { ApiClient, ProvisionRequest } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { provisioningKeys } from './queryKeys';

/** Provision devices (`POST /devices/provision`): any 2xx is a success (spec §7). */
export function provisionDevices(api: ApiClient, body: ProvisionRequest) {
  return unwrap(api.provisionDevices(body));
}

export function useProvisionDevices() {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProvisionRequest) => provisionDevices(api, body),
    // Not awaited: the results page opens at once; the device lists refetch when next shown.
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: provisioningKeys.staleAfterProvisioning(tenant),
      });
    },
  });
}
