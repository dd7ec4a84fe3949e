// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /tenants/{tenant}/devices/{device}/details`, cached under `devices`. */
export const getTenantDeviceDetails = readOperation(
  'getTenantDeviceDetails',
  'devices',
  (api: ApiClient, signal: AbortSignal | undefined, tenant: string, device: string) =>
    api.getTenantDeviceDetails(tenant, device, { signal }),
);
