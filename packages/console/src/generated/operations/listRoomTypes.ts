// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /room-types`, cached under `locations`. */
export const listRoomTypes = readOperation(
  'listRoomTypes',
  'locations',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    query?: Parameters<ApiClient['listRoomTypes']>[0],
  ) => api.listRoomTypes(query, { signal }),
);
