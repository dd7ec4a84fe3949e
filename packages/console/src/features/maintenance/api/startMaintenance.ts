import type { MaintenanceStart } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { announceMaintenanceChange } from './maintenanceChannel';
import { maintenanceKeys } from './queryKeys';

/** `POST /sessions` (spec §7): starts maintenance on a tenant; the platform answers 204. */
export function useStartMaintenance() {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MaintenanceStart) => unwrap(api.startMaintenance(body)),
    onSuccess: async () => {
      announceMaintenanceChange();
      await queryClient.invalidateQueries({ queryKey: maintenanceKeys.all(tenant) });
    },
  });
}
