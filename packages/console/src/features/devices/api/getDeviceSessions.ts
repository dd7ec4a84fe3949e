import { PAGE_SIZES, PAGING, type ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { deviceKeys } from './queryKeys';

/** `GET /devices/{id}/sessions` with the current tenant (spec §7), 10 a page (§9). */
export function getDeviceSessions(
  api: ApiClient,
  tenant: string,
  deviceId: string,
  signal?: AbortSignal,
) {
  return unwrap(
    api.listDeviceSessionsOfDevice(
      deviceId,
      { tenantIdentifiers: [tenant], page: PAGING.firstPage, pageSize: PAGE_SIZES.sessions },
      { signal },
    ),
  );
}

export function deviceSessionsQueryOptions(api: ApiClient, tenant: string, deviceId: string) {
  return queryOptions({
    queryKey: deviceKeys.sessions(tenant, deviceId),
    queryFn: ({ signal }) => getDeviceSessions(api, tenant, deviceId, signal),
  });
}

export function useDeviceSessions(deviceId: string) {
  const { api, tenant } = useConsoleApi();
  return useQuery(deviceSessionsQueryOptions(api, tenant, deviceId));
}
