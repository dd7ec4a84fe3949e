import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { consoleConfigAtom } from '../../../state/atoms';
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
  isServiceTenant: boolean,
  signal?: AbortSignal,
) {
  // The service tenant plans installations for every tenant: it looks the device up wherever it
  // is (the admin lookup), not only among its own.
  return unwrap(
    isServiceTenant
      ? api.getDeviceBySerialNumber(serialNumber, { signal })
      : api.getTenantDeviceBySerialNumber(tenant, serialNumber, { signal }),
  );
}

export function installDeviceQueryOptions(
  api: ApiClient,
  tenant: string,
  serialNumber: string,
  isServiceTenant: boolean,
) {
  return queryOptions({
    queryKey: installationKeys.device(tenant, serialNumber),
    queryFn: ({ signal }) => getInstallDevice(api, tenant, serialNumber, isServiceTenant, signal),
    enabled: serialNumber !== '',
  });
}

export function useInstallDevice(serialNumber: string) {
  const { api, tenant } = useConsoleApi();
  const { serviceTenantIdentifier } = useAtomValue(consoleConfigAtom);
  return useQuery(
    installDeviceQueryOptions(api, tenant, serialNumber, tenant === serviceTenantIdentifier),
  );
}
