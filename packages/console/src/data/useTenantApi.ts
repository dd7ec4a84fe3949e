import type { ApiClient } from '@hygiene/api-client';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';

import { apiConnectionAtom, consoleConfigAtom, createTenantClient } from '../state/atoms';

/**
 * A client bound to `tenantIdentifier` rather than the current tenant, for the few reads and
 * writes that belong to another tenant (the rooms of the tenant a device is being installed at).
 * Null until the host has connected, or without a tenant.
 */
export function useTenantApi(tenantIdentifier: string | null | undefined): ApiClient | null {
  const connection = useAtomValue(apiConnectionAtom);
  return useMemo(
    () =>
      connection && tenantIdentifier ? createTenantClient(connection, tenantIdentifier) : null,
    [connection, tenantIdentifier],
  );
}

/**
 * Makes clients bound to any tenant, for a lookup that learns the tenant as it goes (the device
 * entry page asks the device's own tenant whether the user may reach it). Each returns null until
 * the host has connected, or for an empty identifier.
 */
export function useTenantClientFactory(): (tenantIdentifier: string) => ApiClient | null {
  const connection = useAtomValue(apiConnectionAtom);
  return useCallback(
    (tenantIdentifier) =>
      connection && tenantIdentifier ? createTenantClient(connection, tenantIdentifier) : null,
    [connection],
  );
}

/**
 * A client bound to the service tenant (spec §1: maintenance and installation planning), the
 * one tenant that sees every tenant's devices and installations.
 */
export function useServiceTenantApi(): { api: ApiClient | null; tenant: string } {
  const { serviceTenantIdentifier } = useAtomValue(consoleConfigAtom);
  return { api: useTenantApi(serviceTenantIdentifier), tenant: serviceTenantIdentifier };
}
