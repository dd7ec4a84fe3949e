import { PAGE_SIZES, type ApiClient, type DeviceModel } from '@hygiene/api-client';
import type { PagedSource } from '@hygiene/ui';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { usePagedQuery } from '../../../data/usePagedQuery';
import { provisioningKeys } from './queryKeys';

/** Models change rarely: reopening the dialog shows the pages already seen at once. */
const MODELS_STALE_MS = 5 * 60_000;

/** `GET /device-models`: one page of 9 (spec §9, models dialog page size). */
export function getDeviceModels(api: ApiClient, page: number, signal?: AbortSignal) {
  return unwrap(
    api.listDeviceModels({ page, pageSize: PAGE_SIZES.deviceModels }, signal ? { signal } : {}),
  );
}

/**
 * The 'Select Model' picker's pages, through the query cache. Search is disabled there (spec §2),
 * so the term is never sent.
 */
export function useDeviceModelsSource(): PagedSource<DeviceModel> {
  const { api, tenant } = useConsoleApi();
  return usePagedQuery(
    provisioningKeys.models(tenant),
    (_term, page, signal) => getDeviceModels(api, page, signal),
    { staleTime: MODELS_STALE_MS },
  );
}
