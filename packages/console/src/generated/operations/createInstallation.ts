// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /device-installations`; refreshes `installations`, `devices`, `locations` after. */
export const createInstallation = writeOperation(
  'createInstallation',
  ['installations', 'devices', 'locations'],
  (
    api: ApiClient,
    {
      body,
      call,
    }: {
      body: Parameters<ApiClient['createInstallation']>[0];
      call?: Parameters<ApiClient['createInstallation']>[1];
    },
  ) => api.createInstallation(body, call),
);
