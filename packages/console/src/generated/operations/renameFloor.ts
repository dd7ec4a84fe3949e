// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `PATCH /floors/{id}`; refreshes `locations` after. */
export const renameFloor = writeOperation(
  'renameFloor',
  ['locations'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['renameFloor']>[1];
      call?: Parameters<ApiClient['renameFloor']>[2];
    },
  ) => api.renameFloor(id, body, call),
);
