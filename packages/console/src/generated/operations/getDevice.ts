// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /devices/{id}`, cached under `devices`. */
export const getDevice = readOperation(
  'getDevice',
  'devices',
  (api: ApiClient, signal: AbortSignal | undefined, id: string) => api.getDevice(id, { signal }),
);
