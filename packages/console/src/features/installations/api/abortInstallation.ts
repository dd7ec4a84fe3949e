import type { ApiClient } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { refreshAfterInstallation } from './queryKeys';

/** Aborts an active (Ready or InProgress) installation: `PATCH .../status` with Aborted. */
export function abortInstallation(api: ApiClient, installationId: string) {
  return unwrap(api.updateInstallationStatus(installationId, { installationStatus: 'Aborted' }));
}

/** The installation list's abort; the list is fetched again afterwards. */
export function useAbortInstallation() {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (installationId: string) => abortInstallation(api, installationId),
    onSettled: () => refreshAfterInstallation(queryClient, tenant),
  });
}
