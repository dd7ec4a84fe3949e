// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /tenants/{tenant}/devices`, cached under `devices`. */
export const listTenantDevices = readOperation(
  'listTenantDevices',
  'devices',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    tenant: string,
    query?: Parameters<ApiClient['listTenantDevices']>[1],
  ) => api.listTenantDevices(tenant, query, { signal }),
);
