// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `DELETE /users/{id}`; refreshes `users` after. */
export const deleteUser = writeOperation(
  'deleteUser',
  ['users'],
  (api: ApiClient, { id, call }: { id: string; call?: Parameters<ApiClient['deleteUser']>[1] }) =>
    api.deleteUser(id, call),
);
