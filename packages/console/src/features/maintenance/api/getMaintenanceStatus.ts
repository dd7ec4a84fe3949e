import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { MAINTENANCE_STATUS_POLL_MS } from '../../../constants';
import { unwrap } from '../../../data/apiQuery';
import { useServiceTenantApi } from '../../../data/useTenantApi';
import type { MaintenanceStatus } from '../maintenanceTime';
import { isRefused } from '../refusal';
import { useMaintenanceChannel } from './maintenanceChannel';
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
    // It follows the platform: on focus, on a poll, and when another tab announces a change.
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    // A refusal (a tenant's own staff may not read the service tenant) is an answer, not a
    // blip: no retry, and no more polling for it.
    refetchInterval: (query) => (isRefused(query.state.error) ? false : MAINTENANCE_STATUS_POLL_MS),
    retry: false,
  });
}

/** The maintenance status, kept fresh across tabs. */
export function useMaintenanceStatus() {
  const { api, tenant: serviceTenant } = useServiceTenantApi();
  const queryClient = useQueryClient();
  // Every caller on the page hears the same message: the first starts the fetch, the others join
  // it instead of cancelling it and asking again.
  const refresh = useCallback(
    () =>
      void queryClient.invalidateQueries(
        { queryKey: maintenanceKeys.status(serviceTenant) },
        { cancelRefetch: false },
      ),
    [queryClient, serviceTenant],
  );
  useMaintenanceChannel(refresh);
  return useQuery(maintenanceStatusQueryOptions(api, serviceTenant));
}
