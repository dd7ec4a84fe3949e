// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `PATCH /premises/{id}`; refreshes `locations` after. */
export const renamePremise = writeOperation(
  'renamePremise',
  ['locations'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['renamePremise']>[1];
      call?: Parameters<ApiClient['renamePremise']>[2];
    },
  ) => api.renamePremise(id, body, call),
);
