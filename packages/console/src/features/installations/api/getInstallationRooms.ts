import { PAGE_SIZES, type ApiClient } from '@hygiene/api-client';

import { unwrap } from '../../../data/apiQuery';

/**
 * `GET /rooms` with term: one page of the rooms of the installation's tenant (6 a page, spec
 * §9), for the room picker. `api` is bound to that tenant, which may differ from the current
 * one when the wizard runs in the service tenant.
 */
export function getInstallationRooms(
  api: ApiClient,
  term: string,
  page: number,
  signal?: AbortSignal,
) {
  return unwrap(
    api.listRooms({ ...(term ? { term } : {}), page, pageSize: PAGE_SIZES.rooms }, { signal }),
  );
}
