import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { installationKeys } from './queryKeys';

/**
 * `GET /tenants/{tenant}/devices/by-serial-number/{serialNumber}`: the device being installed,
 * with its `deviceInstallation` and `onlineEventCount`. A device on its way to the tenant (an
 * active installation for it) is found there too.
 */
export function getInstallDevice(
  api: ApiClient,
  tenant: string,
  serialNumber: string,
  signal?: AbortSignal,
) {
  return unwrap(api.getTenantDeviceBySerialNumber(tenant, serialNumber, { signal }));
}

export function installDeviceQueryOptions(api: ApiClient, tenant: string, serialNumber: string) {
  return queryOptions({
    queryKey: installationKeys.device(tenant, serialNumber),
    queryFn: ({ signal }) => getInstallDevice(api, tenant, serialNumber, signal),
    enabled: serialNumber !== '',
  });
}

export function useInstallDevice(serialNumber: string) {
  const { api, tenant } = useConsoleApi();
  return useQuery(installDeviceQueryOptions(api, tenant, serialNumber));
}
