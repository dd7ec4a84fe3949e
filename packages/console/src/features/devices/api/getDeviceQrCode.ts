import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { deviceKeys } from './queryKeys';

/** `GET /devices/{id}/qr-code`: the QR code image as a Blob. */
export function getDeviceQrCode(api: ApiClient, deviceId: string, signal?: AbortSignal) {
  return unwrap(api.getDeviceQrCode(deviceId, { signal }));
}

export function deviceQrCodeQueryOptions(api: ApiClient, tenant: string, deviceId: string) {
  return queryOptions({
    queryKey: deviceKeys.qrCode(tenant, deviceId),
    queryFn: ({ signal }) => getDeviceQrCode(api, deviceId, signal),
    // A device's QR code encodes its serial number, which never changes.
    staleTime: Infinity,
  });
}

export function useDeviceQrCode(deviceId: string) {
  const { api, tenant } = useConsoleApi();
  return useQuery(deviceQrCodeQueryOptions(api, tenant, deviceId));
}
