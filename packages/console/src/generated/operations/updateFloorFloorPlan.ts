// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `PUT /floors/{id}/floor-plans`; refreshes `locations` after. */
export const updateFloorFloorPlan = writeOperation(
  'updateFloorFloorPlan',
  ['locations'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['updateFloorFloorPlan']>[1];
      call?: Parameters<ApiClient['updateFloorFloorPlan']>[2];
    },
  ) => api.updateFloorFloorPlan(id, body, call),
);
