import { PAGE_SIZES, type ApiClient, type Floor, type Premise } from '@hygiene/api-client';
import { useQuery } from '@tanstack/react-query';

import { fetchEveryPage } from '../../../data/fetchEveryPage';
import { listPremiseFloors } from '../../../generated/operations/listPremiseFloors';
import { listPremises } from '../../../generated/operations/listPremises';
import { listRooms } from '../../../generated/operations/listRooms';

/** Where the room step looks: every room of the tenant, one building's, or one floor's. */
export interface RoomsWhere {
  premiseId?: string;
  floorId?: string;
}

/**
 * `GET /rooms` with term: one page of the rooms of the installation's tenant (6 a page, spec
 * §9), in one premise or on one floor when the installer chose them (`premise-id` and the
 * term's reach over floor and building names are the contract's extensions, issue 46). `api` is
 * bound to that tenant, which may differ from the current one when the wizard runs in the
 * service tenant.
 */
export function getInstallationRooms(
  api: ApiClient,
  term: string,
  page: number,
  signal?: AbortSignal,
  where: RoomsWhere = {},
) {
  return listRooms.fetch(api, signal, {
    ...(term ? { term } : {}),
    ...(where.floorId
      ? { 'floor-id': where.floorId }
      : where.premiseId
        ? { 'premise-id': where.premiseId }
        : {}),
    page,
    pageSize: PAGE_SIZES.rooms,
  });
}

/** The tenant's premises (buildings), every one (`GET /premises`, an extension), for the room step. */
export function useInstallationPremises(api: ApiClient, tenant: string) {
  return useQuery({
    queryKey: [...listPremises.key(tenant), 'every'],
    queryFn: ({ signal }): Promise<Premise[]> =>
      fetchEveryPage((query) => listPremises.fetch(api, signal, query)),
  });
}

/** One premise's floors, every one, in the order of their numbers; idle without a premise. */
export function useInstallationFloors(api: ApiClient, tenant: string, premiseId: string) {
  return useQuery({
    queryKey: [...listPremiseFloors.key(tenant, premiseId), 'every'],
    queryFn: async ({ signal }): Promise<Floor[]> => {
      const floors = await fetchEveryPage((query) =>
        listPremiseFloors.fetch(api, signal, premiseId, query),
      );
      return floors.sort((a, b) => a.number - b.number);
    },
    enabled: premiseId !== '',
  });
}
