import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { tenantKey } from '../../../data/queryKeys';
import { useConsoleApi } from '../../../data/useConsoleApi';

/** `GET /devices/{id}/comments`: the device's comments. */
export function getDeviceComments(api: ApiClient, deviceId: string, signal?: AbortSignal) {
  return unwrap(api.listDeviceComments(deviceId, { signal }));
}

export const deviceCommentsKey = (tenant: string, deviceId: string) =>
  tenantKey(tenant, 'devices', 'comments', deviceId);

export function deviceCommentsQueryOptions(api: ApiClient, tenant: string, deviceId: string) {
  return queryOptions({
    queryKey: deviceCommentsKey(tenant, deviceId),
    queryFn: ({ signal }) => getDeviceComments(api, deviceId, signal),
  });
}

export function useDeviceComments(deviceId: string) {
  const { api, tenant } = useConsoleApi();
  return useQuery(deviceCommentsQueryOptions(api, tenant, deviceId));
}
