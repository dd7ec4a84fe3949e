// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /devices/provision`; refreshes `devices` after. */
export const provisionDevices = writeOperation(
  'provisionDevices',
  ['devices'],
  (
    api: ApiClient,
    {
      body,
      call,
    }: {
      body: Parameters<ApiClient['provisionDevices']>[0];
      call?: Parameters<ApiClient['provisionDevices']>[1];
    },
  ) => api.provisionDevices(body, call),
);
