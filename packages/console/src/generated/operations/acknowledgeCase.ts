// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /tenants/{tenant}/cases/{caseId}/acknowledge`; refreshes `attention` after. */
export const acknowledgeCase = writeOperation(
  'acknowledgeCase',
  ['attention'],
  (
    api: ApiClient,
    {
      tenant,
      caseId,
      call,
    }: { tenant: string; caseId: string; call?: Parameters<ApiClient['acknowledgeCase']>[2] },
  ) => api.acknowledgeCase(tenant, caseId, call),
);
