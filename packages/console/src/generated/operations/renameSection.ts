// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `PATCH /sections/{id}`; refreshes `locations`, `users` after. */
export const renameSection = writeOperation(
  'renameSection',
  ['locations', 'users'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['renameSection']>[1];
      call?: Parameters<ApiClient['renameSection']>[2];
    },
  ) => api.renameSection(id, body, call),
);
