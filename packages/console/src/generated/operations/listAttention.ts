// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /tenants/{tenant}/attention`, cached under `attention`. */
export const listAttention = readOperation(
  'listAttention',
  'attention',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    tenant: string,
    query?: Parameters<ApiClient['listAttention']>[1],
  ) => api.listAttention(tenant, query, { signal }),
);
