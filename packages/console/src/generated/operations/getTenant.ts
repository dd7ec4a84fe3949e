// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /tenants/{id}`, cached under `tenant`. */
export const getTenant = readOperation(
  'getTenant',
  'tenant',
  (api: ApiClient, signal: AbortSignal | undefined, id: string) => api.getTenant(id, { signal }),
);
