import { PAGE_SIZES, type ApiClient, type Floor } from '@hygiene/api-client';
import type { FetchPage } from '@hygiene/ui';
import { useCallback } from 'react';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';

/** `GET /premises/{id}/floors` with term: one page of a premise's floors, lowest first. */
export function listPremiseFloors(
  api: ApiClient,
  premiseId: string,
  term: string,
  page: number,
  signal: AbortSignal,
) {
  return unwrap(
    api.listPremiseFloors(
      premiseId,
      { page, pageSize: PAGE_SIZES.list, ...(term ? { term } : {}) },
      { signal },
    ),
  );
}

/** A premise's floors as the picker's `fetchPage`. */
export function usePremiseFloorsPage(premiseId: string): FetchPage<Floor> {
  const { api } = useConsoleApi();
  return useCallback(
    (term, page, signal) => listPremiseFloors(api, premiseId, term, page, signal),
    [api, premiseId],
  );
}
