import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { deviceKeys } from './queryKeys';

/** `GET /devices/{id}/comments`: the device's comments. */
export function getDeviceComments(api: ApiClient, deviceId: string, signal?: AbortSignal) {
  return unwrap(api.listDeviceComments(deviceId, { signal }));
}

export function deviceCommentsQueryOptions(api: ApiClient, tenant: string, deviceId: string) {
  return queryOptions({
    queryKey: deviceKeys.comments(tenant, deviceId),
    queryFn: ({ signal }) => getDeviceComments(api, deviceId, signal),
  });
}

export function useDeviceComments(deviceId: string) {
  const { api, tenant } = useConsoleApi();
  return useQuery(deviceCommentsQueryOptions(api, tenant, deviceId));
}
