import { PAGE_SIZES, type ApiClient, type Room } from '@hygiene/api-client';
import type { PagedSource } from '@hygiene/ui';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { usePagedQuery } from '../../../data/usePagedQuery';
import { locationKeys } from './queryKeys';

/** `GET /floors/{id}/rooms` with term: one page of a floor's rooms, at most 6 (spec §9). */
export function listFloorRooms(
  api: ApiClient,
  floorId: string,
  term: string,
  page: number,
  signal: AbortSignal,
) {
  return unwrap(
    api.listFloorRooms(
      floorId,
      { page, pageSize: PAGE_SIZES.rooms, ...(term ? { term } : {}) },
      { signal },
    ),
  );
}

/** A floor's rooms, paged through the query cache. */
export function useFloorRoomsSource(floorId: string): PagedSource<Room> {
  const { api, tenant } = useConsoleApi();
  return usePagedQuery(locationKeys.floorRooms(tenant, floorId), (term, page, signal) =>
    listFloorRooms(api, floorId, term, page, signal),
  );
}
