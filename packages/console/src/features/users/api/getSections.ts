import { PAGING, type ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { USER_OPTIONS_PAGE_SIZE } from '../../../constants';
import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { userKeys } from './queryKeys';

/** `GET /sections`: the tenant's sections, the choices of the allowed-sections chooser. */
export async function getSections(api: ApiClient, signal?: AbortSignal) {
  const page = await unwrap(
    api.listSections({ page: PAGING.firstPage, pageSize: USER_OPTIONS_PAGE_SIZE }, { signal }),
  );
  return page.items.map(({ id, name }) => ({ id, name }));
}

export function sectionsQueryOptions(api: ApiClient, tenant: string) {
  return queryOptions({
    queryKey: userKeys.sections(tenant),
    queryFn: ({ signal }) => getSections(api, signal),
    staleTime: 5 * 60_000,
  });
}

export function useSections() {
  const { api, tenant } = useConsoleApi();
  return useQuery(sectionsQueryOptions(api, tenant));
}
