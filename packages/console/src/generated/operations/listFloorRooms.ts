// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /floors/{id}/rooms`, cached under `locations`. */
export const listFloorRooms = readOperation(
  'listFloorRooms',
  'locations',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    id: string,
    query?: Parameters<ApiClient['listFloorRooms']>[1],
  ) => api.listFloorRooms(id, query, { signal }),
);
