import { useEffect, useEffectEvent, useRef, useState } from 'react';

import { FIRST_PAGE, SEARCH_DEBOUNCE_MS } from '../constants';
import { isPagedResult, type PagedResult } from './pagedResult';

/** Asks for one page of results for a search term; abort `signal` when the answer is no longer wanted. */
export type FetchPage<T> = (
  term: string,
  page: number,
  signal: AbortSignal,
) => Promise<PagedResult<T>>;

/** What the list shows. `previous` keeps the last page on screen for the pagination bar. */
export type PagedSearchView<T> =
  | { status: 'loading'; previous: PagedResult<T> | undefined }
  | { status: 'error' }
  | { status: 'fetched'; result: PagedResult<T> };

/**
 * Where a paged list's rows come from, owned by the caller (`PagedPicker` fetches nothing): the
 * search box's text, the view to show, and what the box, the pager and 'Try again' ask for. An
 * app with a server-state cache builds it on its queries (the console does, on TanStack Query);
 * `usePagedSearch` builds one from a plain fetch function.
 */
export interface PagedSource<T> {
  /** The search box's text (it settles before it is searched). */
  input: string;
  /** The person typed `term`: search for it once it settles (spec §5: 200 ms). */
  search: (term: string) => void;
  view: PagedSearchView<T>;
  /**
   * Names the query `view` answers (its term and page, say). A single result chooses itself once
   * per query: a refetch of the same query that brings it again (changed or not) does not.
   */
  queryId: string | number;
  goToPage: (page: number) => void;
  retry: () => void;
}

interface Query {
  term: string;
  page: number;
  /** Every new query gets a new number, so an answer can be matched to the query it belongs to. */
  seq: number;
}

type Outcome<T> = { seq: number } & (
  { status: 'error' } | { status: 'fetched'; result: PagedResult<T> }
);

/**
 * A `PagedSource` over a plain fetch function, for an app without a server-state cache: the
 * paged search of spec §5. The term settles for 200 ms before it is sent, an empty search
 * reloads, every page or term change aborts the request before it, and an answer that arrives
 * after a newer query started is dropped, so results never come in out of order.
 */
export function usePagedSearch<T>({
  fetchPage,
  firstPage = FIRST_PAGE,
}: {
  fetchPage: FetchPage<T>;
  firstPage?: number;
}): PagedSource<T> {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState<Query>({ term: '', page: firstPage, seq: 0 });
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const [lastResult, setLastResult] = useState<PagedResult<T> | undefined>(undefined);
  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(debounceTimer.current), []);

  // The latest fetch function, without making every new inline one start a new request.
  const load = useEffectEvent((q: Query, signal: AbortSignal) => fetchPage(q.term, q.page, signal));

  useEffect(() => {
    const controller = new AbortController();
    const settle = (next: Outcome<T>) => {
      // The cleanup below aborted this request: a newer query owns the screen now.
      if (controller.signal.aborted) return;
      setOutcome(next);
      if (next.status === 'fetched') {
        setLastResult(next.result);
      }
    };
    let pending: Promise<unknown>;
    try {
      pending = Promise.resolve(load(query, controller.signal));
    } catch (error) {
      // A fetch function that throws before it returns a promise fails like one that rejects.
      pending = Promise.reject(error);
    }
    pending.then(
      (result: unknown) =>
        settle(
          isPagedResult(result)
            ? { seq: query.seq, status: 'fetched', result: result as PagedResult<T> }
            : { seq: query.seq, status: 'error' },
        ),
      () => settle({ seq: query.seq, status: 'error' }),
    );
    return () => controller.abort();
  }, [query]);

  const search = (term: string) => {
    setInput(term);
    clearTimeout(debounceTimer.current);
    debounceTimer.current = setTimeout(() => {
      setQuery((q) =>
        // The same non-empty term needs no new request; an empty one always reloads.
        term !== '' && term === q.term ? q : { term, page: firstPage, seq: q.seq + 1 },
      );
    }, SEARCH_DEBOUNCE_MS);
  };

  const goToPage = (page: number) => setQuery((q) => ({ ...q, page, seq: q.seq + 1 }));
  const retry = () => setQuery((q) => ({ ...q, seq: q.seq + 1 }));

  const view: PagedSearchView<T> =
    outcome?.seq === query.seq ? outcome : { status: 'loading', previous: lastResult };

  return { input, search, view, queryId: query.seq, goToPage, retry };
}
