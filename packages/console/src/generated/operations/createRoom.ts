// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /floors/{id}/rooms`; refreshes `locations` after. */
export const createRoom = writeOperation(
  'createRoom',
  ['locations'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['createRoom']>[1];
      call?: Parameters<ApiClient['createRoom']>[2];
    },
  ) => api.createRoom(id, body, call),
);
