import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState, Page, Spinner } from '@hygiene/ui';
import type { ReactNode } from 'react';

import { RouterLink } from '../../../components/RouterLink';
import { apiErrorOf } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { locationMessages } from '../locationMessages';
import { paths } from '../../../routing/paths';

const m = locationMessages;

export type LocationLevel = 'section' | 'premise' | 'floor' | 'room';

/** Spec §8: a location parameter the address does not carry readably. Never the generic error page. */
export function UnreadableParam({ param }: { param: string }) {
  const { tenant } = useConsoleApi();
  return (
    <Page>
      <ErrorState message={m.unreadableParam(param)} />
      <RouterLink to={paths.sections.to(tenant)}>{m.toSections}</RouterLink>
    </Page>
  );
}

/** What a location screen shows for its own location: loading, not found, failed, or the page. */
export type LocationView<T> =
  { kind: 'loading' } | { kind: 'notFound' } | { kind: 'error' } | { kind: 'found'; location: T };

export function locationView<T>(query: UseQueryResult<T>): LocationView<T> {
  if (query.isPending) return { kind: 'loading' };
  if (query.isError) {
    return apiErrorOf(query.error)?.kind === 'notFound' ? { kind: 'notFound' } : { kind: 'error' };
  }
  return { kind: 'found', location: query.data };
}

/**
 * The location a screen is about, through its fetch states: a spinner, a clear 'Section not found'
 * (or premise, floor, room) for an id the platform does not know, the list error with a retry,
 * or the screen itself.
 */
export function LocationQueryView<T>({
  query,
  level,
  id,
  children,
}: {
  query: UseQueryResult<T>;
  level: LocationLevel;
  id: string;
  children: (location: T) => ReactNode;
}) {
  const { tenant } = useConsoleApi();
  const view = locationView(query);
  switch (view.kind) {
    case 'loading':
      return (
        <Page>
          <Spinner label={m.items[level]} />
        </Page>
      );
    case 'notFound':
      return (
        <Page>
          <EmptyState
            title={m.notFoundTitle[level]}
            description={m.notFound(m.items[level], id)}
            action={<RouterLink to={paths.sections.to(tenant)}>{m.toSections}</RouterLink>}
          />
        </Page>
      );
    case 'error':
      return (
        <Page>
          <ErrorState message={m.fetchError(m.items[level])} onRetry={() => void query.refetch()} />
        </Page>
      );
    case 'found':
      return children(view.location);
    default:
      return view satisfies never;
  }
}
