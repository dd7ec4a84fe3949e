// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `PUT /devices/{id}/comments/{commentId}`; refreshes `deviceRecords` after. */
export const updateDeviceComment = writeOperation(
  'updateDeviceComment',
  ['deviceRecords'],
  (
    api: ApiClient,
    {
      id,
      commentId,
      body,
      call,
    }: {
      id: string;
      commentId: string;
      body: Parameters<ApiClient['updateDeviceComment']>[2];
      call?: Parameters<ApiClient['updateDeviceComment']>[3];
    },
  ) => api.updateDeviceComment(id, commentId, body, call),
);
