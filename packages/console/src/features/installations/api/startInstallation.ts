import type { ApiClient, Device, Installation, InstallationStatus } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { installationKeys } from './queryKeys';

/** `PATCH /device-installations/{id}/status` with the status the wizard moves it to. */
export function updateInstallationStatus(
  api: ApiClient,
  installationId: string,
  installationStatus: InstallationStatus,
) {
  return unwrap(api.updateInstallationStatus(installationId, { installationStatus }));
}

/**
 * Spec §4: opening the wizard on a READY installation moves it to IN_PROGRESS. The answer
 * replaces the installation on the cached device, so the wizard goes on with the new status.
 */
export function useStartInstallation(serialNumber: string) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InstallationStatus }) =>
      updateInstallationStatus(api, id, status),
    onSuccess: (installation: Installation) => {
      queryClient.setQueryData<Device>(installationKeys.device(tenant, serialNumber), (device) =>
        device ? { ...device, deviceInstallation: installation } : device,
      );
      void queryClient.invalidateQueries({ queryKey: installationKeys.lists(tenant) });
    },
  });
}
