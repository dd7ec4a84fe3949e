import type { ApiClient, TenantMaintenance } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { statusOfAnswer, type TenantMaintenanceStatus } from '../maintenanceTime';
import { isRefused } from '../refusal';
import { followsThePlatform, useRefreshOnAnnouncement } from './maintenanceChannel';
import { maintenanceKeys } from './queryKeys';

/**
 * `GET /tenants/{tenant}/maintenance` (an extension of the contract: the spec's GET
 * /service-tenants is the service tenant's, and a tenant's own staff may not read it), asked as
 * the tenant itself, so every user of the tenant learns whether it is in maintenance.
 */
export function tenantMaintenanceQueryOptions(api: ApiClient, tenant: string) {
  return queryOptions({
    queryKey: maintenanceKeys.tenantStatus(tenant),
    queryFn: ({ signal }) => unwrap(api.getTenantMaintenance(tenant, { signal })),
    ...followsThePlatform,
  });
}

/**
 * A query's state as a status. The last answer stands while a later poll fails (its end still
 * counts down); without any answer, a refusal or a failure is `unknown`, never `off`. An answer
 * that says maintenance has ended is over by the time it arrived (`dataUpdatedAt`), whatever end
 * it names: an end still ahead (a window closed early) never counts down as running.
 */
export function tenantMaintenanceStatus(query: {
  data: TenantMaintenance | undefined;
  error: unknown;
  dataUpdatedAt?: number;
}): TenantMaintenanceStatus {
  if (query.data) {
    const status = statusOfAnswer(query.data);
    if (status.status !== 'ended' || query.dataUpdatedAt === undefined) return status;
    const answered = new Date(query.dataUpdatedAt).toISOString();
    return Date.parse(status.at) > query.dataUpdatedAt ? { status: 'ended', at: answered } : status;
  }
  if (query.error) {
    return { status: 'unknown', reason: isRefused(query.error) ? 'refused' : 'failed' };
  }
  return { status: 'unknown', reason: 'pending' };
}

/** The current tenant's maintenance status, kept fresh across tabs. */
export function useTenantMaintenance(): TenantMaintenanceStatus {
  const { api, tenant } = useConsoleApi();
  useRefreshOnAnnouncement(maintenanceKeys.tenantStatus(tenant));
  const query = useQuery(tenantMaintenanceQueryOptions(api, tenant));
  return tenantMaintenanceStatus(query);
}
