import { PAGE_SIZES, type ApiClient, type Room } from '@hygiene/api-client';
import type { FetchPage } from '@hygiene/ui';
import { useCallback } from 'react';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';

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

/** A floor's rooms as the picker's `fetchPage`. */
export function useFloorRoomsPage(floorId: string): FetchPage<Room> {
  const { api } = useConsoleApi();
  return useCallback(
    (term, page, signal) => listFloorRooms(api, floorId, term, page, signal),
    [api, floorId],
  );
}
