import { PAGE_SIZES, type ApiClient, type Premise } from '@hygiene/api-client';
import type { PagedSource } from '@hygiene/ui';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { usePagedQuery } from '../../../data/usePagedQuery';
import { locationKeys } from './queryKeys';

/** `GET /sections/{id}/premises` with term: one page of a section's premises. */
export function listSectionPremises(
  api: ApiClient,
  sectionId: string,
  term: string,
  page: number,
  signal: AbortSignal,
) {
  return unwrap(
    api.listSectionPremises(
      sectionId,
      { page, pageSize: PAGE_SIZES.list, ...(term ? { term } : {}) },
      { signal },
    ),
  );
}

/** A section's premise search, paged through the query cache. */
export function useSectionPremisesSource(sectionId: string): PagedSource<Premise> {
  const { api, tenant } = useConsoleApi();
  return usePagedQuery(locationKeys.sectionPremises(tenant, sectionId), (term, page, signal) =>
    listSectionPremises(api, sectionId, term, page, signal),
  );
}
