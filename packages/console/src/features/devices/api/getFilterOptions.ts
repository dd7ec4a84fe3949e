import { PAGE_SIZES, PAGING, ROOM_TYPES_REQUEST, type ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { FILTER_OPTIONS_PAGE_SIZE } from '../../../constants';
import { unwrap } from '../../../data/apiQuery';
import { floorLabels } from '../../../lib/floorLabels';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { deviceKeys } from './queryKeys';

const firstPage = { page: PAGING.firstPage, pageSize: FILTER_OPTIONS_PAGE_SIZE };

/**
 * The choices of the device filter: `GET /sections`, `GET /floors`, `GET /room-types` (page 0,
 * size 100, spec §7) and, for the service tenant, `GET /tenants`. Read together because the
 * filter shows them together; each is small. Floors come with a label that names their premise
 * where floors of several premises meet (`GET /premises/{id}` for each premise).
 */
export async function getFilterOptions(api: ApiClient, withTenants: boolean, signal?: AbortSignal) {
  const [sections, floors, roomTypes, tenants] = await Promise.all([
    unwrap(api.listSections(firstPage, { signal })),
    unwrap(api.listFloors(firstPage, { signal })),
    unwrap(api.listRoomTypes(ROOM_TYPES_REQUEST, { signal })),
    withTenants ? unwrap(api.listTenants(firstPage, { signal })) : null,
  ]);
  // Floors of several premises meet in the filter: name each with its premise (a failed look-up
  // leaves that floor's plain name rather than failing the whole filter).
  const premiseIds = [...new Set(floors.items.flatMap((floor) => floor.premiseId ?? []))];
  const premises = await Promise.all(premiseIds.map((id) => api.getPremise(id, { signal })));
  const premiseNames = new Map(
    premises.flatMap((result, i) =>
      result.ok ? [[premiseIds[i]!, result.data.name] as const] : [],
    ),
  );
  const labels = floorLabels(floors.items, premiseNames);
  return {
    sections: sections.items,
    floors: floors.items.map((floor) => ({ ...floor, label: labels.get(floor.id) ?? floor.name })),
    roomTypes: roomTypes.items,
    tenants: tenants?.items ?? [],
  };
}

export function filterOptionsQueryOptions(api: ApiClient, tenant: string, withTenants: boolean) {
  return queryOptions({
    queryKey: deviceKeys.filterOptions(tenant, { withTenants }),
    queryFn: ({ signal }) => getFilterOptions(api, withTenants, signal),
    staleTime: 5 * 60_000,
  });
}

export function useFilterOptions(withTenants: boolean) {
  const { api, tenant } = useConsoleApi();
  return useQuery(filterOptionsQueryOptions(api, tenant, withTenants));
}

/** `GET /rooms` with `floor-id`: the floor filter's rooms, at most 6 a page (spec §9). */
export function getRoomsOfFloor(
  api: ApiClient,
  floorId: string,
  term: string,
  page: number,
  signal?: AbortSignal,
) {
  return unwrap(
    api.listRooms(
      {
        'floor-id': floorId,
        page,
        pageSize: PAGE_SIZES.roomsInFloorFilter,
        ...(term ? { term } : {}),
      },
      { signal },
    ),
  );
}
