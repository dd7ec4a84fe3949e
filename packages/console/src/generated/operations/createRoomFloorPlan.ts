// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /rooms/{id}/floor-plans`; refreshes `locations` after. */
export const createRoomFloorPlan = writeOperation(
  'createRoomFloorPlan',
  ['locations'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['createRoomFloorPlan']>[1];
      call?: Parameters<ApiClient['createRoomFloorPlan']>[2];
    },
  ) => api.createRoomFloorPlan(id, body, call),
);
