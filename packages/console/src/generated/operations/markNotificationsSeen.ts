// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /tenants/{tenant}/notifications/seen`; refreshes `notifications` after. */
export const markNotificationsSeen = writeOperation(
  'markNotificationsSeen',
  ['notifications'],
  (
    api: ApiClient,
    { tenant, call }: { tenant: string; call?: Parameters<ApiClient['markNotificationsSeen']>[1] },
  ) => api.markNotificationsSeen(tenant, call),
);
