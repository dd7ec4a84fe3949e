// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `PUT /premises/{id}/location`; refreshes `locations` after. */
export const updatePremiseLocation = writeOperation(
  'updatePremiseLocation',
  ['locations'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['updatePremiseLocation']>[1];
      call?: Parameters<ApiClient['updatePremiseLocation']>[2];
    },
  ) => api.updatePremiseLocation(id, body, call),
);
