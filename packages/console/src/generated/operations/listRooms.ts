// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /rooms`, cached under `locations`. */
export const listRooms = readOperation(
  'listRooms',
  'locations',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    query?: Parameters<ApiClient['listRooms']>[0],
  ) => api.listRooms(query, { signal }),
);
