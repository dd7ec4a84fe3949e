// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /tenants/{tenant}/devices/by-serial-number/{serialNumber}`, cached under `devices`. */
export const getTenantDeviceBySerialNumber = readOperation(
  'getTenantDeviceBySerialNumber',
  'devices',
  (api: ApiClient, signal: AbortSignal | undefined, tenant: string, serialNumber: string) =>
    api.getTenantDeviceBySerialNumber(tenant, serialNumber, { signal }),
);
