import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useServiceTenantApi } from '../../../data/useTenantApi';
import { deviceKeys } from './queryKeys';

/**
 * A device by serial number. `internal` (opened from the provider's own tools) uses the admin
 * lookup, asked as the service tenant: that is the tenant that sees every tenant's devices, so
 * the page can find a device of another tenant and switch to it. A user without access to the
 * service tenant is refused there, never shown another tenant's device. Otherwise the lookup
 * stays inside the current tenant.
 */
export function getDeviceBySerialNumber(
  api: ApiClient,
  serviceApi: ApiClient | null,
  tenant: string,
  serialNumber: string,
  internal: boolean,
  signal?: AbortSignal,
) {
  return unwrap(
    internal && serviceApi
      ? serviceApi.getDeviceBySerialNumber(serialNumber, { signal })
      : api.getTenantDeviceBySerialNumber(tenant, serialNumber, { signal }),
  );
}

export function deviceBySerialNumberQueryOptions(
  api: ApiClient,
  serviceApi: ApiClient | null,
  tenant: string,
  serialNumber: string,
  internal: boolean,
) {
  return queryOptions({
    queryKey: deviceKeys.bySerialNumber(tenant, serialNumber, { internal }),
    queryFn: ({ signal }) =>
      getDeviceBySerialNumber(api, serviceApi, tenant, serialNumber, internal, signal),
  });
}

export function useDeviceBySerialNumber(serialNumber: string, internal: boolean) {
  const { api, tenant } = useConsoleApi();
  const serviceApi = useServiceTenantApi().api;
  return useQuery(
    deviceBySerialNumberQueryOptions(api, serviceApi, tenant, serialNumber, internal),
  );
}
