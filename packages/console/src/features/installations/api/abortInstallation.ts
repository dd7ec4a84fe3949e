import type { ApiClient, Installation } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { ifMatchOf } from '../../../data/editBase';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { refreshAfterInstallation } from './queryKeys';

/**
 * Aborts an active (Ready or InProgress) installation: `PATCH .../status` with Aborted, on the
 * version the list showed (If-Match; issue 54): one changed meanwhile (completed, moved to another
 * tenant) answers 412 and is not aborted unseen.
 */
export function abortInstallation(api: ApiClient, installation: Installation) {
  return unwrap(
    api.updateInstallationStatus(
      installation.id,
      { installationStatus: 'Aborted' },
      ifMatchOf({ version: installation.version }),
    ),
  );
}

/** The installation list's abort; the list is fetched again afterwards. */
export function useAbortInstallation() {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (installation: Installation) => abortInstallation(api, installation),
    onSettled: () => refreshAfterInstallation(queryClient, tenant),
  });
}
