// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `PUT /tenants/{tenant}/notifications/preferences`; refreshes `notifications`, `cases` after. */
export const updateNotificationPreferences = writeOperation(
  'updateNotificationPreferences',
  ['notifications', 'cases'],
  (
    api: ApiClient,
    {
      tenant,
      body,
      call,
    }: {
      tenant: string;
      body: Parameters<ApiClient['updateNotificationPreferences']>[1];
      call?: Parameters<ApiClient['updateNotificationPreferences']>[2];
    },
  ) => api.updateNotificationPreferences(tenant, body, call),
);
