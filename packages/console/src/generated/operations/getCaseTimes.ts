// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /tenants/{tenant}/cases/times`, cached under `cases`. */
export const getCaseTimes = readOperation(
  'getCaseTimes',
  'cases',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    tenant: string,
    query?: Parameters<ApiClient['getCaseTimes']>[1],
  ) => api.getCaseTimes(tenant, query, { signal }),
);
