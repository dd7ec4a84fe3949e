import { PAGE_SIZES, PAGING, type QueryOf } from '@hygiene/api-client';

export type UserListQuery = QueryOf<'listUsers'>;

/** What the user list shows: the search, the group and the page, all from the address. */
export interface UserListParams {
  term: string;
  /** A group id, or null for every group. */
  group: string | null;
  page: number;
}

const TERM = 'term';
const GROUP = 'groups';
const PAGE = 'page';

/** Reads the list's state from the address (the API's parameter names); malformed parts fall back. */
export function readUserListParams(search: URLSearchParams): UserListParams {
  const page = Number(search.get(PAGE));
  return {
    term: search.get(TERM)?.trim() ?? '',
    group: search.get(GROUP) || null,
    page: Number.isInteger(page) && page >= PAGING.firstPage ? page : PAGING.firstPage,
  };
}

/** Writes the list's state to the address; defaults are left out so links stay short. */
export function writeUserListParams(params: UserListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.term) search.set(TERM, params.term);
  if (params.group) search.set(GROUP, params.group);
  if (params.page !== PAGING.firstPage) search.set(PAGE, String(params.page));
  return search;
}

/** A change of search or group starts again at the first page. */
export function withUserFilter(
  params: UserListParams,
  change: Partial<Pick<UserListParams, 'term' | 'group'>>,
): UserListParams {
  return { ...params, ...change, page: PAGING.firstPage };
}

/** `GET /users` parameters: term only when there is one (an empty search reloads the full list). */
export function toUserQuery(params: UserListParams): UserListQuery {
  return {
    page: params.page,
    pageSize: PAGE_SIZES.list,
    ...(params.term ? { term: params.term } : {}),
    ...(params.group ? { groups: [params.group] } : {}),
  };
}
