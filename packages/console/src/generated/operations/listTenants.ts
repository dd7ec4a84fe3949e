// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /tenants`, cached under `tenants`. */
export const listTenants = readOperation(
  'listTenants',
  'tenants',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    query?: Parameters<ApiClient['listTenants']>[0],
  ) => api.listTenants(query, { signal }),
);
