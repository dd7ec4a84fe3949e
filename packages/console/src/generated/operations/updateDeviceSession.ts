// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `PUT /device-sessions/{id}`; refreshes `maintenance`, `devices` after. */
export const updateDeviceSession = writeOperation(
  'updateDeviceSession',
  ['maintenance', 'devices'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['updateDeviceSession']>[1];
      call?: Parameters<ApiClient['updateDeviceSession']>[2];
    },
  ) => api.updateDeviceSession(id, body, call),
);
