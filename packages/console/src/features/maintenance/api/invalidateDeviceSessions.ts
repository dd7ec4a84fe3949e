import { useQueryClient } from '@tanstack/react-query';

import { useConsoleApi } from '../../../data/useConsoleApi';
import { maintenanceKeys } from './queryKeys';

/** Refreshes the lists of device sessions after a write. */
export function useInvalidateDeviceSessions() {
  const { tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all(tenant) });
}
