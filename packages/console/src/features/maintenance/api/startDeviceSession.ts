import { useMutation } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useInvalidateDeviceSessions } from './invalidateDeviceSessions';

/**
 * `POST /sessions/devices` (spec §7) for the device with this serial number (looked up first,
 * `GET /devices/by-serial-number/{serialNumber}`), at `tenantIdentifier` when one is given.
 */
export function useStartDeviceSession() {
  const { api } = useConsoleApi();
  const invalidate = useInvalidateDeviceSessions();
  return useMutation({
    mutationFn: async ({
      serialNumber,
      tenantIdentifier,
    }: {
      serialNumber: string;
      tenantIdentifier?: string;
    }) => {
      const device = await unwrap(api.getDeviceBySerialNumber(serialNumber));
      return unwrap(
        api.startDeviceSessions({
          deviceIds: [device.id],
          ...(tenantIdentifier ? { tenantIdentifier } : {}),
        }),
      );
    },
    onSuccess: invalidate,
  });
}
