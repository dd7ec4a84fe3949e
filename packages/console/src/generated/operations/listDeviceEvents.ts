// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /device-events`, cached under `devices`. */
export const listDeviceEvents = readOperation(
  'listDeviceEvents',
  'devices',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    query?: Parameters<ApiClient['listDeviceEvents']>[0],
  ) => api.listDeviceEvents(query, { signal }),
);
