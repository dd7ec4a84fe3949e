import { PAGE_SIZES, type ApiClient, type InstallationStatus } from '@hygiene/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { installationKeys } from './queryKeys';

/** One page of the installation list, filtered (spec §7). */
export interface InstallationListQuery {
  page: number;
  tenantIdentifierFilter?: string;
  installationStatusFilter?: InstallationStatus[];
}

/** `GET /device-installations`: 20 a page (spec §9), newest first. */
export function getInstallations(
  api: ApiClient,
  query: InstallationListQuery,
  signal?: AbortSignal,
) {
  return unwrap(
    api.listInstallations(
      {
        page: query.page,
        pageSize: PAGE_SIZES.installationList,
        ...(query.tenantIdentifierFilter
          ? { tenantIdentifierFilter: query.tenantIdentifierFilter }
          : {}),
        ...(query.installationStatusFilter?.length
          ? { installationStatusFilter: query.installationStatusFilter }
          : {}),
      },
      { signal },
    ),
  );
}

export function installationsQueryOptions(
  api: ApiClient,
  tenant: string,
  query: InstallationListQuery,
) {
  return queryOptions({
    queryKey: installationKeys.list(tenant, query),
    queryFn: ({ signal }) => getInstallations(api, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInstallations(query: InstallationListQuery) {
  const { api, tenant } = useConsoleApi();
  return useQuery(installationsQueryOptions(api, tenant, query));
}
