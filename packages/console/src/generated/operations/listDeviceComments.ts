// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /devices/{id}/comments`, cached under `deviceRecords`. */
export const listDeviceComments = readOperation(
  'listDeviceComments',
  'deviceRecords',
  (api: ApiClient, signal: AbortSignal | undefined, id: string) =>
    api.listDeviceComments(id, { signal }),
);
