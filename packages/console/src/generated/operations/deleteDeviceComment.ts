// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `DELETE /devices/{id}/comments/{commentId}`; refreshes `deviceRecords` after. */
export const deleteDeviceComment = writeOperation(
  'deleteDeviceComment',
  ['deviceRecords'],
  (
    api: ApiClient,
    {
      id,
      commentId,
      call,
    }: { id: string; commentId: string; call?: Parameters<ApiClient['deleteDeviceComment']>[2] },
  ) => api.deleteDeviceComment(id, commentId, call),
);
