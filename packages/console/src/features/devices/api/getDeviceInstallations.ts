import { PAGE_SIZES, PAGING, type ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { tenantKey } from '../../../data/queryKeys';
import { useConsoleApi } from '../../../data/useConsoleApi';

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
    queryKey: tenantKey(tenant, 'devices', 'installations', deviceId),
    queryFn: ({ signal }) => getDeviceInstallations(api, deviceId, signal),
  });
}

export function useDeviceInstallations(deviceId: string) {
  const { api, tenant } = useConsoleApi();
  return useQuery(deviceInstallationsQueryOptions(api, tenant, deviceId));
}
