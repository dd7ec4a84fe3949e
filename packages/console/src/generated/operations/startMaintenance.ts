// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /sessions`; refreshes `maintenance`, `tenant` after. */
export const startMaintenance = writeOperation(
  'startMaintenance',
  ['maintenance', 'tenant'],
  (
    api: ApiClient,
    {
      body,
      call,
    }: {
      body: Parameters<ApiClient['startMaintenance']>[0];
      call?: Parameters<ApiClient['startMaintenance']>[1];
    },
  ) => api.startMaintenance(body, call),
);
