import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { deviceKeys } from './queryKeys';

/** `GET /tenants/{tenant}/devices/{device}/details`: the device page's device. */
export function getDeviceDetails(
  api: ApiClient,
  tenant: string,
  deviceId: string,
  signal?: AbortSignal,
) {
  return unwrap(api.getTenantDeviceDetails(tenant, deviceId, { signal }));
}

export function deviceDetailsQueryOptions(api: ApiClient, tenant: string, deviceId: string) {
  return queryOptions({
    queryKey: deviceKeys.detail(tenant, deviceId),
    queryFn: ({ signal }) => getDeviceDetails(api, tenant, deviceId, signal),
  });
}

export function useDeviceDetails(deviceId: string) {
  const { api, tenant } = useConsoleApi();
  return useQuery(deviceDetailsQueryOptions(api, tenant, deviceId));
}
