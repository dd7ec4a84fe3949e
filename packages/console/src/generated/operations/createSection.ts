// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /sections`; refreshes `locations` after. */
export const createSection = writeOperation(
  'createSection',
  ['locations'],
  (
    api: ApiClient,
    {
      body,
      call,
    }: {
      body: Parameters<ApiClient['createSection']>[0];
      call?: Parameters<ApiClient['createSection']>[1];
    },
  ) => api.createSection(body, call),
);
