// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /device-sessions/{id}/stop`; refreshes `maintenance`, `devices` after. */
export const stopDeviceSession = writeOperation(
  'stopDeviceSession',
  ['maintenance', 'devices'],
  (
    api: ApiClient,
    { id, call }: { id: string; call?: Parameters<ApiClient['stopDeviceSession']>[1] },
  ) => api.stopDeviceSession(id, call),
);
