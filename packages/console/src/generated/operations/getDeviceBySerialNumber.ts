// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { readOperation } from '../../data/readOperation';

/** `GET /devices/by-serial-number/{serialNumber}`, cached under `devices`. */
export const getDeviceBySerialNumber = readOperation(
  'getDeviceBySerialNumber',
  'devices',
  (api: ApiClient, signal: AbortSignal | undefined, serialNumber: string) =>
    api.getDeviceBySerialNumber(serialNumber, { signal }),
);
