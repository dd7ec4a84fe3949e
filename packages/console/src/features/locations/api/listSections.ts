import { PAGE_SIZES, type ApiClient, type Section } from '@hygiene/api-client';
import type { FetchPage } from '@hygiene/ui';
import { useCallback } from 'react';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';

/** `GET /sections` with term: one page of the section search (page size 9, spec §7). */
export function listSections(api: ApiClient, term: string, page: number, signal: AbortSignal) {
  return unwrap(
    api.listSections(
      { page, pageSize: PAGE_SIZES.sections, ...(term ? { term } : {}) },
      { signal },
    ),
  );
}

/** The section search as the picker's `fetchPage`. */
export function useSectionsPage(): FetchPage<Section> {
  const { api } = useConsoleApi();
  return useCallback((term, page, signal) => listSections(api, term, page, signal), [api]);
}
