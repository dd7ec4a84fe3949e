// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/**
 * `DELETE /device-installations/{id}/images/{imageId}`; refreshes `installations`, `devices` after.
 */
export const removeInstallationImage = writeOperation(
  'removeInstallationImage',
  ['installations', 'devices'],
  (
    api: ApiClient,
    {
      id,
      imageId,
      call,
    }: { id: string; imageId: string; call?: Parameters<ApiClient['removeInstallationImage']>[2] },
  ) => api.removeInstallationImage(id, imageId, call),
);
