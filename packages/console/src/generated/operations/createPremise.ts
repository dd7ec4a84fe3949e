// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /premises`; refreshes `locations` after. */
export const createPremise = writeOperation(
  'createPremise',
  ['locations'],
  (
    api: ApiClient,
    {
      body,
      call,
    }: {
      body: Parameters<ApiClient['createPremise']>[0];
      call?: Parameters<ApiClient['createPremise']>[1];
    },
  ) => api.createPremise(body, call),
);
