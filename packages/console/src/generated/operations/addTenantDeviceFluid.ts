// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /tenants/{tenant}/devices/{device}/fluid`; refreshes `devices` after. */
export const addTenantDeviceFluid = writeOperation(
  'addTenantDeviceFluid',
  ['devices'],
  (
    api: ApiClient,
    {
      tenant,
      device,
      body,
      call,
    }: {
      tenant: string;
      device: string;
      body: Parameters<ApiClient['addTenantDeviceFluid']>[2];
      call?: Parameters<ApiClient['addTenantDeviceFluid']>[3];
    },
  ) => api.addTenantDeviceFluid(tenant, device, body, call),
);
