// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /premises/{id}`, cached under `locations`. */
export const getPremise = readOperation(
  'getPremise',
  'locations',
  (api: ApiClient, signal: AbortSignal | undefined, id: string) => api.getPremise(id, { signal }),
);
