import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { maintenanceKeys } from './queryKeys';

/** `GET /devices/{id}`: a session's device, for its serial number and its actual tenant. */
export function sessionDeviceQueryOptions(api: ApiClient, tenant: string, deviceId: string) {
  return queryOptions({
    queryKey: maintenanceKeys.device(tenant, deviceId),
    queryFn: ({ signal }) => unwrap(api.getDevice(deviceId, { signal })),
  });
}

export function useSessionDevice(deviceId: string | undefined) {
  const { api, tenant } = useConsoleApi();
  return useQuery({
    ...sessionDeviceQueryOptions(api, tenant, deviceId ?? ''),
    enabled: Boolean(deviceId),
  });
}
