import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useServiceTenantApi } from '../../../data/useTenantApi';
import type { MaintenanceStatus } from '../maintenanceTime';
import { followsThePlatform, useRefreshOnAnnouncement } from './maintenanceChannel';
import { maintenanceKeys } from './queryKeys';

/**
 * Maintenance belongs to the service tenant (spec §3, §6): its serviceTimeEnd (GET
 * /service-tenants) and its newest maintenance session (GET /sessions, 1 item) tell when
 * maintenance ends and which tenant it was started on. Asked as the service tenant, so the
 * request's tenant header and its query key name the same tenant.
 */
export async function getMaintenanceStatus(
  api: ApiClient,
  serviceTenant: string,
  signal?: AbortSignal,
): Promise<MaintenanceStatus> {
  const [serviceTenants, newest] = await Promise.all([
    unwrap(api.listServiceTenants({ signal })),
    unwrap(api.listSessions({ page: 1, pageSize: 1 }, { signal })),
  ]);
  const service =
    serviceTenants.find((tenant) => tenant.identifier === serviceTenant) ?? serviceTenants[0];
  return {
    serviceTimeEnd: service?.serviceTimeEnd ?? null,
    tenantIdentifier: newest.items[0]?.tenantIdentifier ?? null,
  };
}

export function maintenanceStatusQueryOptions(api: ApiClient | null, serviceTenant: string) {
  return queryOptions({
    queryKey: maintenanceKeys.status(serviceTenant),
    queryFn: ({ signal }) => getMaintenanceStatus(api!, serviceTenant, signal),
    enabled: api !== null && serviceTenant !== '',
    ...followsThePlatform,
  });
}

/** The maintenance status, kept fresh across tabs. */
export function useMaintenanceStatus() {
  const { api, tenant: serviceTenant } = useServiceTenantApi();
  useRefreshOnAnnouncement(maintenanceKeys.status(serviceTenant));
  return useQuery(maintenanceStatusQueryOptions(api, serviceTenant));
}
