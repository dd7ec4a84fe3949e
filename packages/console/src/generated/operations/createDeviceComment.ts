// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /devices/{id}/comments`; refreshes `deviceRecords` after. */
export const createDeviceComment = writeOperation(
  'createDeviceComment',
  ['deviceRecords'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['createDeviceComment']>[1];
      call?: Parameters<ApiClient['createDeviceComment']>[2];
    },
  ) => api.createDeviceComment(id, body, call),
);
