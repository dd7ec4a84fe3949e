// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /device-models`, cached under `deviceModels`. */
export const listDeviceModels = readOperation(
  'listDeviceModels',
  'deviceModels',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    query?: Parameters<ApiClient['listDeviceModels']>[0],
  ) => api.listDeviceModels(query, { signal }),
);
