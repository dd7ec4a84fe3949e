import { PAGE_SIZES, type ApiClient, type Floor } from '@hygiene/api-client';
import type { PagedSource } from '@hygiene/ui';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { usePagedQuery } from '../../../data/usePagedQuery';
import { locationKeys } from './queryKeys';

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

/** A premise's floors, paged through the query cache. */
export function usePremiseFloorsSource(premiseId: string): PagedSource<Floor> {
  const { api, tenant } = useConsoleApi();
  return usePagedQuery(locationKeys.premiseFloors(tenant, premiseId), (term, page, signal) =>
    listPremiseFloors(api, premiseId, term, page, signal),
  );
}
