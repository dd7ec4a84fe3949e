// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `DELETE /sections/{id}`; refreshes `locations`, `users` after. */
export const removeSection = writeOperation(
  'removeSection',
  ['locations', 'users'],
  (
    api: ApiClient,
    { id, call }: { id: string; call?: Parameters<ApiClient['removeSection']>[1] },
  ) => api.removeSection(id, call),
);
