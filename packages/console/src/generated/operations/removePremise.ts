// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `DELETE /premises/{id}`; refreshes `locations` after. */
export const removePremise = writeOperation(
  'removePremise',
  ['locations'],
  (
    api: ApiClient,
    { id, call }: { id: string; call?: Parameters<ApiClient['removePremise']>[1] },
  ) => api.removePremise(id, call),
);
