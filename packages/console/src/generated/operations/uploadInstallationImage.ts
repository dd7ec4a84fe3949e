// Generated from the contract (packages/api-client/openapi/platform.yaml) by
// scripts/generate-operations.ts. Do not edit: change the contract and run `./dev generate`.
import type { ApiClient } from '@hygiene/api-client';

import { writeOperation } from '../../data/writeOperation';

/** `POST /device-installations/{id}/images`; refreshes `installations` after. */
export const uploadInstallationImage = writeOperation(
  'uploadInstallationImage',
  ['installations'],
  (
    api: ApiClient,
    {
      id,
      imageFile,
      fileName,
      call,
    }: {
      id: string;
      imageFile: Parameters<ApiClient['uploadInstallationImage']>[1];
      fileName?: Parameters<ApiClient['uploadInstallationImage']>[2];
      call?: Parameters<ApiClient['uploadInstallationImage']>[3];
    },
  ) => api.uploadInstallationImage(id, imageFile, fileName, call),
);
