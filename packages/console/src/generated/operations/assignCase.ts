// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `PUT /tenants/{tenant}/cases/{caseId}/assignee`; refreshes `attention` after. */
export const assignCase = writeOperation(
  'assignCase',
  ['attention'],
  (
    api: ApiClient,
    {
      tenant,
      caseId,
      body,
      call,
    }: {
      tenant: string;
      caseId: string;
      body: Parameters<ApiClient['assignCase']>[2];
      call?: Parameters<ApiClient['assignCase']>[3];
    },
  ) => api.assignCase(tenant, caseId, body, call),
);
