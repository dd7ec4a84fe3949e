// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `PUT /rooms/{id}/floor-plans`; refreshes `locations` after. */
export const updateRoomFloorPlan = writeOperation(
  'updateRoomFloorPlan',
  ['locations'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['updateRoomFloorPlan']>[1];
      call?: Parameters<ApiClient['updateRoomFloorPlan']>[2];
    },
  ) => api.updateRoomFloorPlan(id, body, call),
);
