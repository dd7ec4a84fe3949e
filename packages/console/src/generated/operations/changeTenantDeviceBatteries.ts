// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /tenants/{tenant}/devices/{device}/batteries`; refreshes `devices` after. */
export const changeTenantDeviceBatteries = writeOperation(
  'changeTenantDeviceBatteries',
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
      body: Parameters<ApiClient['changeTenantDeviceBatteries']>[2];
      call?: Parameters<ApiClient['changeTenantDeviceBatteries']>[3];
    },
  ) => api.changeTenantDeviceBatteries(tenant, device, body, call),
);
