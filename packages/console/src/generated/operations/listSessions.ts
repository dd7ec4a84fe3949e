// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /sessions`, cached under `maintenance`. */
export const listSessions = readOperation(
  'listSessions',
  'maintenance',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    query?: Parameters<ApiClient['listSessions']>[0],
  ) => api.listSessions(query, { signal }),
);
