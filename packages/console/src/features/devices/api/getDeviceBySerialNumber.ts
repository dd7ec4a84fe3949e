import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { tenantKey } from '../../../data/queryKeys';
import { useConsoleApi } from '../../../data/useConsoleApi';

/**
 * A device by serial number. `internal` (opened from the provider's own tools) uses the admin
 * lookup across tenants, so the page can find a device of another tenant and switch to it;
 * otherwise the lookup stays inside the current tenant.
 */
export function getDeviceBySerialNumber(
  api: ApiClient,
  tenant: string,
  serialNumber: string,
  internal: boolean,
  signal?: AbortSignal,
) {
  return unwrap(
    internal
      ? api.getDeviceBySerialNumber(serialNumber, { signal })
      : api.getTenantDeviceBySerialNumber(tenant, serialNumber, { signal }),
  );
}

export function deviceBySerialNumberQueryOptions(
  api: ApiClient,
  tenant: string,
  serialNumber: string,
  internal: boolean,
) {
  return queryOptions({
    queryKey: tenantKey(tenant, 'devices', 'by-serial-number', serialNumber, { internal }),
    queryFn: ({ signal }) => getDeviceBySerialNumber(api, tenant, serialNumber, internal, signal),
  });
}

export function useDeviceBySerialNumber(serialNumber: string, internal: boolean) {
  const { api, tenant } = useConsoleApi();
  return useQuery(deviceBySerialNumberQueryOptions(api, tenant, serialNumber, internal));
}
