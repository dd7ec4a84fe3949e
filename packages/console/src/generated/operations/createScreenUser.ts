// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /screen-users`; refreshes `users` after. */
export const createScreenUser = writeOperation(
  'createScreenUser',
  ['users'],
  (
    api: ApiClient,
    {
      body,
      call,
    }: {
      body: Parameters<ApiClient['createScreenUser']>[0];
      call?: Parameters<ApiClient['createScreenUser']>[1];
    },
  ) => api.createScreenUser(body, call),
);
