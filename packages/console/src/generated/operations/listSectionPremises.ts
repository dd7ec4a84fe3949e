// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /sections/{id}/premises`, cached under `locations`. */
export const listSectionPremises = readOperation(
  'listSectionPremises',
  'locations',
  (
    api: ApiClient,
    signal: AbortSignal | undefined,
    id: string,
    query?: Parameters<ApiClient['listSectionPremises']>[1],
  ) => api.listSectionPremises(id, query, { signal }),
);
