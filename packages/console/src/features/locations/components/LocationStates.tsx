import type { AttentionCount } from '@hygiene/api-client';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  EmptyState,
  ErrorState,
  Muted,
  Page,
  PageHeader,
  PlainList,
  Section,
  SectionTitle,
  Spinner,
} from '@hygiene/ui';
import { Suspense, useId, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { styled } from 'styled-components';

import { RouterLink } from '../../../components/RouterLink';
import { apiErrorOf } from '../../../data/apiQuery';
import type { ReadOperation } from '../../../data/readOperation';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { lazy } from '../../../i18n';
import { locations as locationMessages } from '../../../messages/locations';
import type { LocationParams } from '../../../routing/locationContext';
import { paths } from '../../../routing/paths';
import type { EditableLevel, EditableRecord } from '../api/editLocation';

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
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error' }
  | { status: 'found'; location: T };

export function locationView<T>(query: UseQueryResult<T>): LocationView<T> {
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    return apiErrorOf(query.error)?.status === 'notFound'
      ? { status: 'notFound' }
      : { status: 'error' };
  }
  return { status: 'found', location: query.data };
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
  switch (view.status) {
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

/**
 * A titled card of a location page: the kit's card (`Section`) with its heading (`SectionTitle`),
 * as `SectionCard` lays it out. Built from those two because they already load with every first
 * screen, and `SectionCard` would add its code to all of them (the host's 150 kB budget).
 */
export function LocationCard({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <SectionTitle id={headingId}>{title}</SectionTitle>
        {actions}
      </Header>
      {children}
    </Section>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * A location's facts as label and value lines ('Type', 'Floor'), on the kit's `PlainList`. The
 * kit's `KeyValueList` would add its code to every first screen (the host's 150 kB budget).
 */
export function Facts({
  items,
  label,
}: {
  items: readonly { label: string; value: ReactNode }[];
  label?: string;
}) {
  return (
    <PlainList aria-label={label}>
      {items.map((item) => (
        <li key={item.label}>
          <Muted>{item.label}: </Muted>
          {item.value}
        </li>
      ))}
    </PlainList>
  );
}

/** The location parameters a screen needs, each read from the address or reported unreadable. */
export type LocationIds<K extends keyof LocationParams> =
  { status: 'read'; ids: Record<K, string> } | { status: 'unreadable'; param: K };

/**
 * Reads the location parameters a screen needs, in the order given. A parameter that is missing,
 * blank, or still percent-encoded (the address could not be decoded) cannot be read: the screen
 * then shows spec §8's 'Could not read {x}Id from url' instead of asking the API for nonsense.
 */
export function readLocationIds<K extends keyof LocationParams>(
  params: Partial<Record<string, string | undefined>>,
  needed: readonly K[],
): LocationIds<K> {
  const ids = {} as Record<K, string>;
  for (const param of needed) {
    const value = params[param]?.trim();
    if (!value || /%[0-9a-f]{2}/i.test(value)) return { status: 'unreadable', param };
    ids[param] = value;
  }
  return { status: 'read', ids };
}

/**
 * A row of a location list: the name, and a detail after it (the floor number, the room type).
 * The kit's `PickerRow` would be a chunk of its own on every location screen (150 kB budget).
 */
export function ItemRow({
  name,
  detail,
  attention,
}: {
  name: string;
  detail?: string | undefined;
  /** How many devices under it need attention (issue 29); nothing is said when none do. */
  attention?: AttentionCount | undefined;
}) {
  return (
    <span>
      <strong>{name}</strong>
      {detail ? <Muted> · {detail}</Muted> : null}
      {attention ? (
        <Muted> · {locationMessages.attentionUnder(attention.total, attention.critical)}</Muted>
      ) : null}
    </span>
  );
}

// Offered once the roles table has loaded (a moment after the screen), so they load with it.
const LocationEditActions = lazy(async () => ({
  default: (await import('./LocationEditActions')).LocationEditActions,
}));

/**
 * One level of the location tree as a screen (a section, premise, floor or room): its ids read
 * from the address (the last one is the location's own), the location fetched by its generated
 * read, and `children` drawn with it; spec §8's unreadable address, not found and failure on the
 * way. The four location screens differ only in what they draw.
 */
export function LocationLevelScreen<K extends keyof LocationParams, T>({
  level,
  params,
  read,
  children,
}: {
  level: LocationLevel;
  params: readonly [...K[], K];
  read: ReadOperation<[id: string], T>;
  children: (location: T, ids: Record<K, string>) => ReactNode;
}) {
  const address = readLocationIds(useParams(), params);
  if (address.status === 'unreadable') return <UnreadableParam param={address.param} />;
  const own = params[params.length - 1] as K;
  return (
    <LocationLoader level={level} read={read} id={address.ids[own]}>
      {(location) => children(location, address.ids)}
    </LocationLoader>
  );
}

function LocationLoader<T>({
  level,
  read,
  id,
  children,
}: {
  level: LocationLevel;
  read: ReadOperation<[id: string], T>;
  id: string;
  children: (location: T) => ReactNode;
}) {
  const { api, tenant } = useConsoleApi();
  const query = useQuery(read.options(api, tenant, id));
  return (
    <LocationQueryView query={query} level={level} id={id}>
      {children}
    </LocationQueryView>
  );
}

/**
 * A location's page: its name as the title, the level's own actions, then rename and remove
 * (issue 54; offered by role) which lead back to `parentPath` after a removal.
 */
export function LocationLevelPage({
  title,
  description,
  actions,
  edit,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  edit: { level: EditableLevel; record: EditableRecord; parentPath: string };
  children: ReactNode;
}) {
  return (
    <Page>
      <PageHeader
        title={title}
        {...(description === undefined ? {} : { description })}
        actions={
          <>
            {actions}
            <Suspense fallback={null}>
              <LocationEditActions {...edit} />
            </Suspense>
          </>
        }
      />
      {children}
    </Page>
  );
}
