// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `PATCH /rooms/{id}`; refreshes `locations` after. */
export const renameRoom = writeOperation(
  'renameRoom',
  ['locations'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['renameRoom']>[1];
      call?: Parameters<ApiClient['renameRoom']>[2];
    },
  ) => api.renameRoom(id, body, call),
);
