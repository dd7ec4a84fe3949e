// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `DELETE /rooms/{id}`; refreshes `locations` after. */
export const removeRoom = writeOperation(
  'removeRoom',
  ['locations'],
  (api: ApiClient, { id, call }: { id: string; call?: Parameters<ApiClient['removeRoom']>[1] }) =>
    api.removeRoom(id, call),
);
