// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /device-sessions`, cached under `maintenance`. */
export const listDeviceSessions = readOperation(
  'listDeviceSessions',
  'maintenance',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    query?: Parameters<ApiClient['listDeviceSessions']>[0],
  ) => api.listDeviceSessions(query, { signal }),
);
