// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/**
 * `PUT /device-installations/{id}/installer`; refreshes `installations`, `devices`, `locations`
 * after.
 */
export const setInstallationInstaller = writeOperation(
  'setInstallationInstaller',
  ['installations', 'devices', 'locations'],
  (
    api: ApiClient,
    {
      id,
      body,
      call,
    }: {
      id: string;
      body: Parameters<ApiClient['setInstallationInstaller']>[1];
      call?: Parameters<ApiClient['setInstallationInstaller']>[2];
    },
  ) => api.setInstallationInstaller(id, body, call),
);
