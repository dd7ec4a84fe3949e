// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /floors/{id}/floor-plans`; refreshes `locations` after. */
export const createFloorFloorPlan = writeOperation(
  'createFloorFloorPlan',
  ['locations'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['createFloorFloorPlan']>[1];
      call?: Parameters<ApiClient['createFloorFloorPlan']>[2];
    },
  ) => api.createFloorFloorPlan(id, body, call),
);
