import { PAGING } from '@hygiene/api-client';
import {
  Button,
  EmptyState,
  ErrorState,
  FilterBar,
  Muted,
  Pagination,
  SEARCH_DEBOUNCE_MS,
  SectionCard,
  SelectField,
  Skeleton,
  TextField,
} from '@hygiene/ui';
import { Fragment, useMemo, useState } from 'react';
import { styled } from 'styled-components';

import { formatDateTime, formatShortDate } from '../../../lib/formatDate';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import * as messages from '../../../messages';
import { useSessions } from '../api/getSessions';
import { useTenantOptions } from '../api/getTenantOptions';
import { dateHeaderLabel, withDateHeaders } from '../sessionGroups';
import { UserSessions } from './UserSessions';

const text = messages.maintenance;

/**
 * The maintenance sessions (`GET /sessions` with term and tenantIdentifiers, 10 a page) under
 * date headers; a session older than 7 days always has one (spec §9). A session's user opens
 * that user's sessions.
 */
export function MaintenanceSessions() {
  const [term, setTerm] = useState('');
  const [tenant, setTenant] = useState('');
  const [page, setPage] = useState<number>(PAGING.firstPage);
  const [userId, setUserId] = useState<string | null>(null);
  const debouncedTerm = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const tenants = useTenantOptions();
  const sessions = useSessions({
    term: debouncedTerm,
    tenantIdentifiers: tenant ? [tenant] : [],
    page,
  });
  // The headers are worked out against the moment the page arrived.
  const now = sessions.dataUpdatedAt;
  const listed = useMemo(
    () => (sessions.data ? withDateHeaders(sessions.data.items, now) : []),
    [sessions.data, now],
  );

  return (
    <SectionCard title={text.sessionsSection}>
      <FilterBar label={text.sessionsSection}>
        <TextField
          type="search"
          label={text.search}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setPage(PAGING.firstPage);
          }}
        />
        <SelectField
          label={text.tenantFilter}
          value={tenant}
          onChange={(event) => {
            setTenant(event.target.value);
            setPage(PAGING.firstPage);
          }}
          options={[
            { value: '', label: text.allTenants },
            ...(tenants.data?.items ?? []).map((t) => ({ value: t.identifier, label: t.name })),
          ]}
        />
      </FilterBar>
      {sessions.isPending ? <Skeleton lines={4} label={text.sessionsSection} /> : null}
      {sessions.isError ? (
        <ErrorState message={text.sessionsError} onRetry={() => void sessions.refetch()} />
      ) : null}
      {sessions.isSuccess && listed.length === 0 ? <EmptyState title={text.noSessions} /> : null}
      {listed.length > 0 ? (
        <List aria-label={text.sessionsList}>
          {listed.map((session) => (
            <Fragment key={session.id}>
              {session.showDateHeader ? (
                <DateHeader>
                  {dateHeaderLabel(
                    session.dayCreated,
                    now,
                    { today: text.today, yesterday: text.yesterday, unknown: text.unknownDate },
                    (day) => formatShortDate(`${day}T12:00:00`),
                  )}
                </DateHeader>
              ) : null}
              <Item>
                <span>
                  {text.sessionLine(session.tenantIdentifier ?? '')}{' '}
                  <Muted>{formatDateTime(session.created)}</Muted>
                </span>
                {session.userId ? (
                  <Button onClick={() => setUserId(session.userId ?? null)}>
                    {text.showUserSessions}
                  </Button>
                ) : null}
              </Item>
            </Fragment>
          ))}
        </List>
      ) : null}
      {sessions.data && sessions.data.totalPages > 1 ? (
        <Pagination
          currentPage={sessions.data.currentPage}
          totalPages={sessions.data.totalPages}
          nextPage={sessions.data.nextPage}
          onPageChange={setPage}
          disabled={sessions.isFetching}
        />
      ) : null}
      {userId ? <UserSessions userId={userId} onClose={() => setUserId(null)} /> : null}
    </SectionCard>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const DateHeader = styled.li`
  padding: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)};
  font-weight: 600;
  color: ${({ theme }) => theme.color.text};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;
