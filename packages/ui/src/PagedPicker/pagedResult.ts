/**
 * One page of a paged list, as the platform's API returns it (spec §3 "Paged result"). Any API
 * with this shape can feed the picker; TypeScript matches it structurally.
 */
export interface PagedResult<T> {
  items: T[];
  pageSize: number;
  currentPage: number;
  /** The page after this one, or null on the last page. */
  nextPage: number | null;
  totalItems: number;
  totalPages: number;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Whether a value from a server really is a page. The picker trusts nothing it did not check:
 * a malformed answer shows the fetch error instead of crashing the screen.
 */
export function isPagedResult(value: unknown): value is PagedResult<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  return (
    Array.isArray(page['items']) &&
    isCount(page['pageSize']) &&
    isCount(page['currentPage']) &&
    (page['nextPage'] === null || isCount(page['nextPage'])) &&
    isCount(page['totalItems']) &&
    isCount(page['totalPages'])
  );
}
