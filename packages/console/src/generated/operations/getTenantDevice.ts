// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /tenants/{tenant}/devices/{device}`, cached under `devices`. */
export const getTenantDevice = readOperation(
  'getTenantDevice',
  'devices',
  (api: ApiClient, signal: AbortSignal | undefined, tenant: string, device: string) =>
    api.getTenantDevice(tenant, device, { signal }),
);
