// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /devices`, cached under `devices`. */
export const listDevices = readOperation(
  'listDevices',
  'devices',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    query?: Parameters<ApiClient['listDevices']>[0],
  ) => api.listDevices(query, { signal }),
);
