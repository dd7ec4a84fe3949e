// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /tenants/{tenant}/notifications/push`, cached under `notifications`. */
export const getPushSettings = readOperation(
  'getPushSettings',
  'notifications',
  (api: ApiClient, signal: AbortSignal | undefined, tenant: string) =>
    api.getPushSettings(tenant, { signal }),
);
