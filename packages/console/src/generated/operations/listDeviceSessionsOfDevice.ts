// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /devices/{id}/sessions`, cached under `maintenance`. */
export const listDeviceSessionsOfDevice = readOperation(
  'listDeviceSessionsOfDevice',
  'maintenance',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    id: string,
    query?: Parameters<ApiClient['listDeviceSessionsOfDevice']>[1],
  ) => api.listDeviceSessionsOfDevice(id, query, { signal }),
);
