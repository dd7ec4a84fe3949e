// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `DELETE /floors/{id}`; refreshes `locations` after. */
export const removeFloor = writeOperation(
  'removeFloor',
  ['locations'],
  (api: ApiClient, { id, call }: { id: string; call?: Parameters<ApiClient['removeFloor']>[1] }) =>
    api.removeFloor(id, call),
);
