// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /sessions/devices`; refreshes `maintenance`, `devices` after. */
export const startDeviceSessions = writeOperation(
  'startDeviceSessions',
  ['maintenance', 'devices'],
  (
    api: ApiClient,
    {
      body,
      call,
    }: {
      body: Parameters<ApiClient['startDeviceSessions']>[0];
      call?: Parameters<ApiClient['startDeviceSessions']>[1];
    },
  ) => api.startDeviceSessions(body, call),
);
