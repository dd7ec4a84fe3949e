import { useMutation } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useInvalidateDeviceSessions } from './invalidateDeviceSessions';

/** `POST /device-sessions/{id}/stop` (spec §7). */
export function useStopDeviceSession() {
  const { api } = useConsoleApi();
  const invalidate = useInvalidateDeviceSessions();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.stopDeviceSession(id)),
    onSuccess: invalidate,
  });
}
