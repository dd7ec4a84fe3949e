// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /devices/{id}/qr-code`, cached under `deviceQrCodes`. */
export const getDeviceQrCode = readOperation(
  'getDeviceQrCode',
  'deviceQrCodes',
  (api: ApiClient, signal: AbortSignal | undefined, id: string) =>
    api.getDeviceQrCode(id, { signal }),
);
