// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /sections/{id}/floors`; refreshes `locations` after. */
export const createFloor = writeOperation(
  'createFloor',
  ['locations'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['createFloor']>[1];
      call?: Parameters<ApiClient['createFloor']>[2];
    },
  ) => api.createFloor(id, body, call),
);
