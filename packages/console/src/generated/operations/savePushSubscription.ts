// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `PUT /tenants/{tenant}/notifications/push`; refreshes `notifications` after. */
export const savePushSubscription = writeOperation(
  'savePushSubscription',
  ['notifications'],
  (
    api: ApiClient,
    {
      tenant,
      body,
      call,
    }: {
      tenant: string;
      body: Parameters<ApiClient['savePushSubscription']>[1];
      call?: Parameters<ApiClient['savePushSubscription']>[2];
    },
  ) => api.savePushSubscription(tenant, body, call),
);
