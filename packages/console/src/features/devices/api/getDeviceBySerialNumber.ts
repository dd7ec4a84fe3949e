import type { ApiClient, ApiError, Device } from '@hygiene/api-client';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { ApiQueryError, apiErrorOf } from '../../../data/apiQuery';
import { tenantQueryOptions } from '../../../data/currentTenant';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useServiceTenantApi, useTenantClientFactory } from '../../../data/useTenantApi';
import { deviceTenant } from '../../../lib/deviceNames';
import * as messages from '../../../messages';
import { deviceKeys } from './queryKeys';

const text = messages.deviceEntry;

/**
 * What the device entry page (`/devices/{serialNumber}`, spec §2) learns about a serial number.
 * A failure of the platform (and 'not found' at all) is thrown, as for every query.
 */
export type SerialLookup =
  /** At the current tenant (or, without the internal flag, as the current tenant sees it). */
  | { status: 'here'; device: Device }
  /** At `tenant`, which the user may reach: the internal flag switches there. */
  | { status: 'switch'; device: Device; tenant: string }
  /**
   * At another tenant the user may not reach, or one the platform does not name (the admin
   * lookup answered a device without a tenant identifier).
   */
  | { status: 'elsewhere'; device: Device; tenant: string | null };

/** A refusal: the user may not act as that tenant (the platform answers 401 or 403). */
const refused = (error: ApiError) =>
  error.status === 'forbidden' || error.status === 'unauthorized';

/** The clients the lookup may use, each bound to its tenant. */
export interface LookupClients {
  /** Bound to the current tenant. */
  api: ApiClient;
  tenant: string;
  /** Bound to the service tenant (the admin lookup across tenants); null when there is none. */
  serviceApi: ApiClient | null;
  /** A client bound to `tenant`, to ask whether the user may reach it. */
  clientFor: (tenant: string) => ApiClient | null;
  /**
   * The cache the reach check answers into: the tenant's details it fetches are the ones the
   * app bar shows after the switch, so they are not asked for twice.
   */
  queryClient: QueryClient;
}

/**
 * A device by serial number, looked up as the user may (spec §2, §7 'admin and non-admin
 * lookups'):
 *
 * 1. Always first the non-admin lookup, as the current tenant
 *    (`GET /tenants/{tenant}/devices/by-serial-number/{serial}`): any user of the tenant may
 *    make it, so a tenant's own installer scanning a QR code gets the two links.
 * 2. Only with the internal flag and only when the device is not at the current tenant: the
 *    admin lookup across tenants (`GET /devices/by-serial-number/{serial}`), asked as the
 *    service tenant, the one that sees every tenant's devices. Whether the user may make it is
 *    the platform's answer (the tenant rule as much as the roles): a refusal (401/403) means the
 *    user may not, and the serial is then simply not found here, never an error.
 * 3. Before switching to the device's tenant, whether the user may reach it: `GET /tenants/{id}`
 *    asked as that tenant. Refused: the device stays 'elsewhere', no switch.
 *
 * Spec §8: an admin answer without a tenant identifier is logged as an error.
 */
export async function getDeviceBySerialNumber(
  clients: LookupClients,
  serialNumber: string,
  internal: boolean,
  signal?: AbortSignal,
): Promise<SerialLookup> {
  const { api, tenant, serviceApi } = clients;
  const here = await api.getTenantDeviceBySerialNumber(tenant, serialNumber, { signal });
  if (here.ok) {
    const owner = deviceTenant(here.data);
    if (!internal || !owner || owner === tenant) return { status: 'here', device: here.data };
    // Visible here but on its way to another tenant (spec §2: the flag switches there).
    return reachOwner(clients, here.data, owner);
  }
  if (!internal || here.error.status !== 'notFound' || !serviceApi) {
    throw new ApiQueryError(here.error);
  }
  const admin = await serviceApi.getDeviceBySerialNumber(serialNumber, { signal });
  if (!admin.ok) {
    // The user may not look across tenants: for them the serial is not at this tenant.
    throw new ApiQueryError(refused(admin.error) ? here.error : admin.error);
  }
  const owner = deviceTenant(admin.data);
  if (!owner) {
    console.error(text.adminDeviceWithoutTenant(admin.data.serialNumber, admin.data.id));
    return { status: 'elsewhere', device: admin.data, tenant: null };
  }
  if (owner === tenant) return { status: 'here', device: admin.data };
  return reachOwner(clients, admin.data, owner);
}

/** Switch to `owner` only when the user may reach it. */
async function reachOwner(
  { clientFor, queryClient }: LookupClients,
  device: Device,
  owner: string,
): Promise<SerialLookup> {
  const ownerApi = clientFor(owner);
  if (!ownerApi) return { status: 'elsewhere', device, tenant: owner };
  try {
    await queryClient.fetchQuery(tenantQueryOptions(ownerApi, owner));
    return { status: 'switch', device, tenant: owner };
  } catch (error) {
    const refusal = apiErrorOf(error);
    if (refusal !== null && refused(refusal)) return { status: 'elsewhere', device, tenant: owner };
    throw error;
  }
}

export function deviceBySerialNumberQueryOptions(
  clients: LookupClients,
  serialNumber: string,
  internal: boolean,
) {
  return queryOptions({
    queryKey: deviceKeys.bySerialNumber(clients.tenant, serialNumber, { internal }),
    queryFn: ({ signal }) => getDeviceBySerialNumber(clients, serialNumber, internal, signal),
  });
}

export function useDeviceBySerialNumber(serialNumber: string, internal: boolean) {
  const { api, tenant } = useConsoleApi();
  const serviceApi = useServiceTenantApi().api;
  const clientFor = useTenantClientFactory();
  const queryClient = useQueryClient();
  return useQuery(
    deviceBySerialNumberQueryOptions(
      { api, tenant, serviceApi, clientFor, queryClient },
      serialNumber,
      internal,
    ),
  );
}
