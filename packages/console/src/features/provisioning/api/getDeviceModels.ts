import { PAGE_SIZES, type ApiClient, type DeviceModel } from '@hygiene/api-client';
import type { FetchPage } from '@hygiene/ui';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { provisioningKeys } from './queryKeys';

/** Models change rarely: reopening the dialog shows the pages already seen at once. */
const MODELS_STALE_MS = 5 * 60_000;

/** `GET /device-models`: one page of 9 (spec §9, models dialog page size). */
export function getDeviceModels(api: ApiClient, page: number, signal?: AbortSignal) {
  return unwrap(
    api.listDeviceModels({ page, pageSize: PAGE_SIZES.deviceModels }, signal ? { signal } : {}),
  );
}

export function deviceModelsQueryOptions(api: ApiClient, tenant: string, page: number) {
  return queryOptions({
    queryKey: provisioningKeys.modelPage(tenant, page),
    queryFn: ({ signal }) => getDeviceModels(api, page, signal),
    staleTime: MODELS_STALE_MS,
  });
}

/**
 * The 'Select Model' picker's `fetchPage`: pages through the query cache. Search is disabled
 * there (spec §2), so the term is never sent.
 */
export function useFetchDeviceModelPage(): FetchPage<DeviceModel> {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useCallback<FetchPage<DeviceModel>>(
    (_term, page) => queryClient.fetchQuery(deviceModelsQueryOptions(api, tenant, page)),
    [api, tenant, queryClient],
  );
}
