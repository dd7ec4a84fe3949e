// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `PUT /devices/{id}/power-source`; refreshes `devices` after. */
export const setDevicePowerSource = writeOperation(
  'setDevicePowerSource',
  ['devices'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['setDevicePowerSource']>[1];
      call?: Parameters<ApiClient['setDevicePowerSource']>[2];
    },
  ) => api.setDevicePowerSource(id, body, call),
);
