// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /devices/{id}/installations`, cached under `devices`. */
export const listDeviceInstallations = readOperation(
  'listDeviceInstallations',
  'devices',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    id: string,
    query?: Parameters<ApiClient['listDeviceInstallations']>[1],
  ) => api.listDeviceInstallations(id, query, { signal }),
);
