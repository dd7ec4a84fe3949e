import type { ApiClient, InstallationCompletion } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { refreshAfterInstallation } from './queryKeys';

/** `POST /device-installations/{id}/complete` with the serial number and the installation data. */
export function completeInstallation(
  api: ApiClient,
  installationId: string,
  completion: InstallationCompletion,
) {
  return unwrap(api.completeInstallation(installationId, completion));
}

/**
 * The overview's confirm: default, loading, success, error (TanStack's idle, pending, ...). By
 * hand, not the generated write: the install screen is a first screen, and the generated
 * writes' shared module would add 0.7 kB to it (bench:host-size).
 */
export function useCompleteInstallation() {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, completion }: { id: string; completion: InstallationCompletion }) =>
      completeInstallation(api, id, completion),
    onSuccess: () => refreshAfterInstallation(queryClient, tenant),
  });
}
