// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/**
 * `PUT /tenants/{tenant}/notifications/policy`; refreshes `notificationPolicy`, `notifications`
 * after.
 */
export const updateNotificationPolicy = writeOperation(
  'updateNotificationPolicy',
  ['notificationPolicy', 'notifications'],
  (
    api: ApiClient,
    {
      tenant,
      body,
      call,
    }: {
      tenant: string;
      body: Parameters<ApiClient['updateNotificationPolicy']>[1];
      call?: Parameters<ApiClient['updateNotificationPolicy']>[2];
    },
  ) => api.updateNotificationPolicy(tenant, body, call),
);
