import { PAGE_SIZES, PAGING, type ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { maintenanceKeys } from './queryKeys';

/** `GET /device-sessions` with currentlyUnderMaintenance true (spec §7). */
export function getDevicesUnderMaintenance(
  api: ApiClient,
  tenantIdentifiers: string[],
  signal?: AbortSignal,
) {
  return unwrap(
    api.listDeviceSessions(
      {
        currentlyUnderMaintenance: true,
        ...(tenantIdentifiers.length > 0 ? { tenantIdentifiers } : {}),
        page: PAGING.firstPage,
        pageSize: PAGE_SIZES.sessions,
      },
      { signal },
    ),
  );
}

export function devicesUnderMaintenanceQueryOptions(
  api: ApiClient,
  tenant: string,
  tenantIdentifiers: string[],
) {
  return queryOptions({
    queryKey: maintenanceKeys.underMaintenance(tenant, tenantIdentifiers),
    queryFn: ({ signal }) => getDevicesUnderMaintenance(api, tenantIdentifiers, signal),
  });
}

export function useDevicesUnderMaintenance(tenantIdentifiers: string[]) {
  const { api, tenant } = useConsoleApi();
  return useQuery(devicesUnderMaintenanceQueryOptions(api, tenant, tenantIdentifiers));
}
