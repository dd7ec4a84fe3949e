import { ROOM_TYPES_REQUEST, type ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { locationKeys } from './queryKeys';

/** `GET /room-types`, page 0, size 100 (spec §7): every room type in one request. */
export async function listRoomTypes(api: ApiClient, signal?: AbortSignal) {
  return (await unwrap(api.listRoomTypes(ROOM_TYPES_REQUEST, { signal }))).items;
}

export function roomTypesQueryOptions(api: ApiClient, tenant: string) {
  return queryOptions({
    queryKey: locationKeys.roomTypes(tenant),
    queryFn: ({ signal }) => listRoomTypes(api, signal),
  });
}

export function useRoomTypes() {
  const { api, tenant } = useConsoleApi();
  return useQuery(roomTypesQueryOptions(api, tenant));
}
