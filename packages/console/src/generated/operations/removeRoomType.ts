// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `DELETE /room-types/{id}`; refreshes `locations` after. */
export const removeRoomType = writeOperation(
  'removeRoomType',
  ['locations'],
  (
    api: ApiClient,
    { id, call }: { id: string; call?: Parameters<ApiClient['removeRoomType']>[1] },
  ) => api.removeRoomType(id, call),
);
