// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/**
 * `POST /device-installations/{id}/complete`; refreshes `installations`, `devices`, `locations`
 * after.
 */
export const completeInstallation = writeOperation(
  'completeInstallation',
  ['installations', 'devices', 'locations'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['completeInstallation']>[1];
      call?: Parameters<ApiClient['completeInstallation']>[2];
    },
  ) => api.completeInstallation(id, body, call),
);
