// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/**
 * `PUT /tenants/{tenant}/attention/thresholds`; refreshes `attentionThresholds`, `attention` after.
 */
export const updateAttentionThresholds = writeOperation(
  'updateAttentionThresholds',
  ['attentionThresholds', 'attention'],
  (
    api: ApiClient,
    {
      tenant,
      body,
      call,
    }: {
      tenant: string;
      body: Parameters<ApiClient['updateAttentionThresholds']>[1];
      call?: Parameters<ApiClient['updateAttentionThresholds']>[2];
    },
  ) => api.updateAttentionThresholds(tenant, body, call),
);
