// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /floors`, cached under `locations`. */
export const listFloors = readOperation(
  'listFloors',
  'locations',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    query?: Parameters<ApiClient['listFloors']>[0],
  ) => api.listFloors(query, { signal }),
);
