import type { ApiResult } from '@hygiene/api-client';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';

import { useConsoleApi } from '../../../data/useConsoleApi';
import { apiConnectionAtom, createTenantClient } from '../../../state/atoms';
import { createUploadFetch, type UploadProgress } from '../uploadTransport';

/**
 * `POST /device-installations/{id}/images`, multipart with the field `imageFile`, reporting
 * upload progress. The client is the console's own (token, tenant header, retry on 401); only
 * its transport is swapped for one that can count the bytes sent.
 */
export function useUploadInstallationImage() {
  const { tenant } = useConsoleApi();
  const connection = useAtomValue(apiConnectionAtom);
  return useCallback(
    (
      installationId: string,
      image: Blob,
      fileName: string,
      onProgress: (progress: UploadProgress) => void,
      signal?: AbortSignal,
    ): Promise<ApiResult<void>> => {
      if (!connection) throw new Error('The console needs apiConnectionAtom set by the host.');
      const client = createTenantClient(
        { ...connection, fetch: createUploadFetch(onProgress, connection.fetch) },
        tenant,
      );
      return client.uploadInstallationImage(installationId, image, fileName, { signal });
    },
    [connection, tenant],
  );
}
