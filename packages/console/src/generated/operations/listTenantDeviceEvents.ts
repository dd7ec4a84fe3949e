// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /tenants/{tenant}/devices/{device}/events`, cached under `devices`. */
export const listTenantDeviceEvents = readOperation(
  'listTenantDeviceEvents',
  'devices',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    tenant: string,
    device: string,
    query?: Parameters<ApiClient['listTenantDeviceEvents']>[2],
  ) => api.listTenantDeviceEvents(tenant, device, query, { signal }),
);
