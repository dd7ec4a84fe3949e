// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /tenants/{tenant}/cases/{caseId}/resolve`; refreshes `attention` after. */
export const resolveCase = writeOperation(
  'resolveCase',
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
      body: Parameters<ApiClient['resolveCase']>[2];
      call?: Parameters<ApiClient['resolveCase']>[3];
    },
  ) => api.resolveCase(tenant, caseId, body, call),
);
