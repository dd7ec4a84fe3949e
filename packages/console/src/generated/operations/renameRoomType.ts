// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `PATCH /room-types/{id}`; refreshes `locations` after. */
export const renameRoomType = writeOperation(
  'renameRoomType',
  ['locations'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['renameRoomType']>[1];
      call?: Parameters<ApiClient['renameRoomType']>[2];
    },
  ) => api.renameRoomType(id, body, call),
);
