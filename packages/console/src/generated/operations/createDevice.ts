// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /devices`; refreshes `devices` after. */
export const createDevice = writeOperation(
  'createDevice',
  ['devices'],
  (
    api: ApiClient,
    {
      body,
      call,
    }: {
      body: Parameters<ApiClient['createDevice']>[0];
      call?: Parameters<ApiClient['createDevice']>[1];
    },
  ) => api.createDevice(body, call),
);
