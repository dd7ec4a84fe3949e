// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /sections`, cached under `locations`. */
export const listSections = readOperation(
  'listSections',
  'locations',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    query?: Parameters<ApiClient['listSections']>[0],
  ) => api.listSections(query, { signal }),
);
