import type { PageInfo } from '@hygiene/api-client';
import { EmptyState, ErrorState, Pagination, Skeleton } from '@hygiene/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

export interface PagedListProps<T> {
  /** A paged list query (its previous page kept as placeholder while the next one loads). */
  query: UseQueryResult<PageInfo & { items: T[] }>;
  /** Names the loading placeholder. */
  label: string;
  errorMessage: string;
  empty: { title: string; hint?: string };
  /**
   * Goes to another page. `replace`: the list itself moves off a page past the end (rows left
   * since, or an old link), so that address should not stay in the history.
   */
  onPage: (page: number, options?: { replace: boolean }) => void;
  /** The page's items, as the screen draws them (a table, cards). */
  children: (items: T[]) => ReactNode;
}

/**
 * A server-paged list's states (the device, user and installation lists): loading, failed with
 * 'Try again', empty, or the page's items with the pager. While the next page loads, the shown
 * page is marked busy and the pager waits.
 */
export function PagedList<T>({
  query,
  label,
  errorMessage,
  empty,
  onPage,
  children,
}: PagedListProps<T>) {
  // A page past the end shows the last page there is, not a false empty state.
  const lastPage = query.data?.totalPages ?? 0;
  const pastTheEnd =
    query.isSuccess &&
    !query.isPlaceholderData &&
    lastPage > 0 &&
    query.data.currentPage > lastPage;
  useEffect(() => {
    if (pastTheEnd) onPage(lastPage, { replace: true });
    // `onPage` is a new function each render; the move depends on the page alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastTheEnd, lastPage]);
  switch (query.status) {
    case 'pending':
      return <Skeleton lines={6} label={label} />;
    case 'error':
      return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
    case 'success': {
      const page = query.data;
      // An empty page past the end, or shown while the page moved to loads, is not "nothing".
      if (page.items.length === 0 && (pastTheEnd || query.isPlaceholderData))
        return <Skeleton lines={6} label={label} />;
      if (page.items.length === 0)
        return <EmptyState title={empty.title} description={empty.hint} />;
      return (
        <div aria-busy={query.isPlaceholderData}>
          {children(page.items)}
          <Pagination
            currentPage={page.currentPage}
            totalPages={page.totalPages}
            nextPage={page.nextPage}
            onPageChange={onPage}
            disabled={query.isPlaceholderData}
          />
        </div>
      );
    }
    default:
      return query satisfies never;
  }
}
