// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /users/{id}/sessions`, cached under `maintenance`. */
export const listUserSessions = readOperation(
  'listUserSessions',
  'maintenance',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    id: string,
    query?: Parameters<ApiClient['listUserSessions']>[1],
  ) => api.listUserSessions(id, query, { signal }),
);
