// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /tenants/{tenant}/devices`; refreshes `devices` after. */
export const createTenantDevice = writeOperation(
  'createTenantDevice',
  ['devices'],
  (
    api: ApiClient,
    {
      tenant,
      body,
      call,
    }: {
      tenant: string;
      body: Parameters<ApiClient['createTenantDevice']>[1];
      call?: Parameters<ApiClient['createTenantDevice']>[2];
    },
  ) => api.createTenantDevice(tenant, body, call),
);
