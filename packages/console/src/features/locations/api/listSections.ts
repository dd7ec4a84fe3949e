import { PAGE_SIZES, type ApiClient, type Section } from '@hygiene/api-client';
import type { PagedSource } from '@hygiene/ui';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { usePagedQuery } from '../../../data/usePagedQuery';
import { locationKeys } from './queryKeys';

/** `GET /sections` with term: one page of the section search (page size 9, spec §7). */
export function listSections(api: ApiClient, term: string, page: number, signal: AbortSignal) {
  return unwrap(
    api.listSections(
      { page, pageSize: PAGE_SIZES.sections, ...(term ? { term } : {}) },
      { signal },
    ),
  );
}

/** The section search, paged through the query cache. */
export function useSectionsSource(): PagedSource<Section> {
  const { api, tenant } = useConsoleApi();
  return usePagedQuery(locationKeys.sectionList(tenant), (term, page, signal) =>
    listSections(api, term, page, signal),
  );
}
