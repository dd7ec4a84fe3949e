import { PAGE_SIZES, PAGING, type QueryOf } from '@hygiene/api-client';

/** The device filter of spec §3, named as GET /tenants/{tenant}/devices names it. */
export const ID_LIST_FILTERS = [
  'location.room-id',
  'location.excluded-room-id',
  'location.section-id',
  'location.floor-id',
  'location.excluded-floor-id',
  'location.room-type-id',
] as const;

export type IdListFilter = (typeof ID_LIST_FILTERS)[number];

export type DeviceListQuery = QueryOf<'listTenantDevices'>;

/** What the device list shows: the search, the filter and the page, all from the address. */
export interface DeviceListParams {
  term: string;
  page: number;
  ids: Readonly<Record<IdListFilter, readonly string[]>>;
  tenantIdentifier: string | null;
  isOn: boolean | null;
}

const TERM = 'term';
const PAGE = 'page';
const TENANT = 'location.tenant-identifier';
const IS_ON = 'status.is-on';

/**
 * Reads the list's state from the address. The address uses the API's own parameter names, so a
 * shared link is the request itself; anything malformed (a page of 'x', is-on of 'maybe') falls
 * back to the default instead of reaching the API.
 */
export function readDeviceListParams(search: URLSearchParams): DeviceListParams {
  const page = Number(search.get(PAGE));
  const isOn = search.get(IS_ON);
  const ids = Object.fromEntries(
    ID_LIST_FILTERS.map((name) => [name, unique(search.getAll(name).filter(Boolean))]),
  ) as Record<IdListFilter, string[]>;
  return {
    term: search.get(TERM)?.trim() ?? '',
    page: Number.isInteger(page) && page >= PAGING.firstPage ? page : PAGING.firstPage,
    ids,
    tenantIdentifier: search.get(TENANT) || null,
    isOn: isOn === 'true' ? true : isOn === 'false' ? false : null,
  };
}

/** Writes the list's state to the address; defaults are left out so links stay short. */
export function writeDeviceListParams(params: DeviceListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.term) search.set(TERM, params.term);
  for (const name of ID_LIST_FILTERS) for (const id of params.ids[name]) search.append(name, id);
  if (params.tenantIdentifier) search.set(TENANT, params.tenantIdentifier);
  if (params.isOn !== null) search.set(IS_ON, String(params.isOn));
  if (params.page !== PAGING.firstPage) search.set(PAGE, String(params.page));
  return search;
}

/** The query of GET /tenants/{tenant}/devices for these params. */
export function toDeviceQuery(params: DeviceListParams): DeviceListQuery {
  const query: DeviceListQuery = { page: params.page, pageSize: PAGE_SIZES.list };
  if (params.term) query.term = params.term;
  for (const name of ID_LIST_FILTERS) {
    if (params.ids[name].length > 0) query[name] = [...params.ids[name]];
  }
  if (params.tenantIdentifier) query['location.tenant-identifier'] = params.tenantIdentifier;
  if (params.isOn !== null) query['status.is-on'] = params.isOn;
  return query;
}

/** A change to the filter or search starts again at the first page. */
export function withFilter(
  params: DeviceListParams,
  change: Partial<Omit<DeviceListParams, 'page'>>,
): DeviceListParams {
  return { ...params, ...change, page: PAGING.firstPage };
}

/** Params with the id filter `name` set to `ids`, back on the first page. */
export function withIds(
  params: DeviceListParams,
  name: IdListFilter,
  ids: readonly string[],
): DeviceListParams {
  return withFilter(params, { ids: { ...params.ids, [name]: unique(ids) } });
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
