import { useMutation } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useInvalidateDeviceSessions } from './invalidateDeviceSessions';

/** `PUT /device-sessions/{id}` (spec §7): moves a running session to another tenant. */
export function useUpdateDeviceSession() {
  const { api } = useConsoleApi();
  const invalidate = useInvalidateDeviceSessions();
  return useMutation({
    mutationFn: ({ id, tenantIdentifier }: { id: string; tenantIdentifier: string }) =>
      unwrap(api.updateDeviceSession(id, { tenantIdentifier })),
    onSuccess: invalidate,
  });
}
