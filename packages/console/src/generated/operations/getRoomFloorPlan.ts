// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /rooms/{id}/floor-plans`, cached under `locations`. */
export const getRoomFloorPlan = readOperation(
  'getRoomFloorPlan',
  'locations',
  (api: ApiClient, signal: AbortSignal | undefined, id: string) =>
    api.getRoomFloorPlan(id, { signal }),
);
