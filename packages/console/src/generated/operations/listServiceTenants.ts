// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /service-tenants`, cached under `tenants`. */
export const listServiceTenants = readOperation(
  'listServiceTenants',
  'tenants',
  (api: ApiClient, signal: AbortSignal | undefined) => api.listServiceTenants({ signal }),
);
