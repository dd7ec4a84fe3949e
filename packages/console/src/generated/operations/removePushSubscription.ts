// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /tenants/{tenant}/notifications/push/remove`; refreshes `notifications` after. */
export const removePushSubscription = writeOperation(
  'removePushSubscription',
  ['notifications'],
  (
    api: ApiClient,
    {
      tenant,
      body,
      call,
    }: {
      tenant: string;
      body: Parameters<ApiClient['removePushSubscription']>[1];
      call?: Parameters<ApiClient['removePushSubscription']>[2];
    },
  ) => api.removePushSubscription(tenant, body, call),
);
