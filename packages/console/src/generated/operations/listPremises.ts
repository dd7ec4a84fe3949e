// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /premises`, cached under `locations`. */
export const listPremises = readOperation(
  'listPremises',
  'locations',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    query?: Parameters<ApiClient['listPremises']>[0],
  ) => api.listPremises(query, { signal }),
);
