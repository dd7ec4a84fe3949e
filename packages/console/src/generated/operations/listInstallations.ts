// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /device-installations`, cached under `installations`. */
export const listInstallations = readOperation(
  'listInstallations',
  'installations',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    query?: Parameters<ApiClient['listInstallations']>[0],
  ) => api.listInstallations(query, { signal }),
);
