import { PAGE_SIZES, PAGING, type ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { deviceKeys } from './queryKeys';

/** `GET /devices/{id}/installations`: the newest installations (spec §7: 7 outside the list). */
export function getDeviceInstallations(api: ApiClient, deviceId: string, signal?: AbortSignal) {
  return unwrap(
    api.listDeviceInstallations(
      deviceId,
      { page: PAGING.firstPage, pageSize: PAGE_SIZES.installations },
      { signal },
    ),
  );
}

export function deviceInstallationsQueryOptions(api: ApiClient, tenant: string, deviceId: string) {
  return queryOptions({
    queryKey: deviceKeys.installations(tenant, deviceId),
    queryFn: ({ signal }) => getDeviceInstallations(api, deviceId, signal),
  });
}

export function useDeviceInstallations(deviceId: string) {
  const { api, tenant } = useConsoleApi();
  return useQuery(deviceInstallationsQueryOptions(api, tenant, deviceId));
}
