// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `PUT /users/{id}`; refreshes `users` after. */
export const updateUser = writeOperation(
  'updateUser',
  ['users'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['updateUser']>[1];
      call?: Parameters<ApiClient['updateUser']>[2];
    },
  ) => api.updateUser(id, body, call),
);
