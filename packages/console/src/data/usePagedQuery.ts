import { PAGING } from '@hygiene/api-client';
import {
  isPagedResult,
  SEARCH_DEBOUNCE_MS,
  type FetchPage,
  type PagedResult,
  type PagedSearchView,
  type PagedSource,
} from '@hygiene/ui';
import {
  hashKey,
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/** The page a paged list asks for: its search term and page number, at the end of its key. */
interface PageQuery {
  term: string;
  page: number;
}

/** What a page's query answers that is not a page (bad server data) fails like an error. */
class NotAPageError extends Error {
  constructor() {
    super('The answer is not a page of items.');
  }
}

/**
 * A paged list's rows (`PagedSource` of the UI kit's `PagedPicker`) from TanStack Query: the
 * console's one async engine, so a picker's pages are cached per tenant like every other read
 * and refresh when a write invalidates their root (no remounting to refresh). Spec §5: the term
 * settles for 200 ms before it is searched, an empty search reloads; while the next page loads
 * the last one stays as `previous`. Each page is `[...baseKey, { term, page }]`: pass a key
 * under the tenant (and under the shared root a write invalidates). Another `baseKey` is another
 * list (a new ordering, another floor): it starts again at the first page with no search. A
 * refetch in the background that fails keeps the rows on screen; the list fails only when it has
 * nothing to show.
 */
export function usePagedQuery<T>(
  baseKey: QueryKey,
  fetchPage: FetchPage<T>,
  {
    firstPage = PAGING.firstPage,
    staleTime,
  }: {
    firstPage?: number;
    /** How long a page stays fresh (the client's default otherwise). */
    staleTime?: number;
  } = {},
): PagedSource<T> {
  const queryClient = useQueryClient();
  const [input, setInput] = useState('');
  const [query, setQuery] = useState<PageQuery>({ term: '', page: firstPage });
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(settle.current), []);

  // Another list under the same hook: back to its first page, without the old search.
  const list = hashKey(baseKey);
  const [shownList, setShownList] = useState(list);
  if (shownList !== list) {
    setShownList(list);
    setInput('');
    setQuery({ term: '', page: firstPage });
    clearTimeout(settle.current);
  }

  const keyOf = (q: PageQuery): QueryKey => [...baseKey, q];
  const pages = useQuery({
    queryKey: keyOf(query),
    queryFn: async ({ signal }): Promise<PagedResult<T>> => {
      const result: unknown = await fetchPage(query.term, query.page, signal);
      if (!isPagedResult(result)) throw new NotAPageError();
      return result as PagedResult<T>;
    },
    placeholderData: keepPreviousData,
    ...(staleTime === undefined ? {} : { staleTime }),
  });

  const search = (term: string) => {
    setInput(term);
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const next = { term, page: firstPage };
      // The same non-empty term needs no new request; an empty one always reloads.
      setQuery((q) => (term !== '' && term === q.term ? q : next));
      if (term === '') void queryClient.refetchQueries({ queryKey: keyOf(next), exact: true });
    }, SEARCH_DEBOUNCE_MS);
  };

  const view: PagedSearchView<T> =
    pages.isPlaceholderData || pages.status === 'pending'
      ? { status: 'loading', previous: pages.data }
      : pages.data !== undefined
        ? // Fresh, or refetched in the background (a failed refetch keeps what is shown).
          { status: 'fetched', result: pages.data }
        : pages.isFetching
          ? // 'Try again' after a failure.
            { status: 'loading', previous: undefined }
          : { status: 'error' };

  return {
    input,
    search,
    view,
    queryId: `${list}:${hashKey([query])}`,
    goToPage: (page) => setQuery((q) => ({ ...q, page })),
    retry: () => void pages.refetch(),
  };
}
