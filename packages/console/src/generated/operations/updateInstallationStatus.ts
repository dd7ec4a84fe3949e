// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/**
 * `PATCH /device-installations/{id}/status`; refreshes `installations`, `devices`, `locations`
 * after.
 */
export const updateInstallationStatus = writeOperation(
  'updateInstallationStatus',
  ['installations', 'devices', 'locations'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['updateInstallationStatus']>[1];
      call?: Parameters<ApiClient['updateInstallationStatus']>[2];
    },
  ) => api.updateInstallationStatus(id, body, call),
);
