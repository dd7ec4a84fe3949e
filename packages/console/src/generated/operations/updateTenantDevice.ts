// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `PUT /tenants/{tenant}/devices/{device}`; refreshes `devices` after. */
export const updateTenantDevice = writeOperation(
  'updateTenantDevice',
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
      body: Parameters<ApiClient['updateTenantDevice']>[2];
      call?: Parameters<ApiClient['updateTenantDevice']>[3];
    },
  ) => api.updateTenantDevice(tenant, device, body, call),
);
