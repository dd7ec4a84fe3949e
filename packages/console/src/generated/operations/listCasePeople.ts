// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /tenants/{tenant}/cases/people`, cached under `cases`. */
export const listCasePeople = readOperation(
  'listCasePeople',
  'cases',
  (api: ApiClient, signal: AbortSignal | undefined, tenant: string) =>
    api.listCasePeople(tenant, { signal }),
);
