// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /room-types`; refreshes `locations` after. */
export const createRoomType = writeOperation(
  'createRoomType',
  ['locations'],
  (
    api: ApiClient,
    {
      body,
      call,
    }: {
      body: Parameters<ApiClient['createRoomType']>[0];
      call?: Parameters<ApiClient['createRoomType']>[1];
    },
  ) => api.createRoomType(body, call),
);
