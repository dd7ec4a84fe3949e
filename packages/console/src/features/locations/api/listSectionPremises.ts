import { PAGE_SIZES, type ApiClient, type Premise } from '@hygiene/api-client';
import type { FetchPage } from '@hygiene/ui';
import { useCallback } from 'react';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';

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

/** A section's premise search as the picker's `fetchPage`. */
export function useSectionPremisesPage(sectionId: string): FetchPage<Premise> {
  const { api } = useConsoleApi();
  return useCallback(
    (term, page, signal) => listSectionPremises(api, sectionId, term, page, signal),
    [api, sectionId],
  );
}
