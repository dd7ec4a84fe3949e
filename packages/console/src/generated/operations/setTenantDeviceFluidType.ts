// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `PUT /tenants/{tenant}/devices/{device}/fluid/type`; refreshes `devices` after. */
export const setTenantDeviceFluidType = writeOperation(
  'setTenantDeviceFluidType',
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
      body: Parameters<ApiClient['setTenantDeviceFluidType']>[2];
      call?: Parameters<ApiClient['setTenantDeviceFluidType']>[3];
    },
  ) => api.setTenantDeviceFluidType(tenant, device, body, call),
);
