import type { ApiClient } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useConsoleApi } from '../../../data/useConsoleApi';
import { updateInstallationStatus } from './startInstallation';
import { installationKeys } from './queryKeys';

/** Aborts an active (Ready or InProgress) installation: `PATCH .../status` with Aborted. */
export function abortInstallation(api: ApiClient, installationId: string) {
  return updateInstallationStatus(api, installationId, 'Aborted');
}

/** The installation list's abort; the list is fetched again afterwards. */
export function useAbortInstallation() {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (installationId: string) => abortInstallation(api, installationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: installationKeys.all(tenant) }),
  });
}
