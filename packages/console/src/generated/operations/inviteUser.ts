// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /users`; refreshes `users` after. */
export const inviteUser = writeOperation(
  'inviteUser',
  ['users'],
  (
    api: ApiClient,
    {
      body,
      call,
    }: {
      body: Parameters<ApiClient['inviteUser']>[0];
      call?: Parameters<ApiClient['inviteUser']>[1];
    },
  ) => api.inviteUser(body, call),
);
