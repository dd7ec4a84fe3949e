import type { Case } from '@hygiene/api-client';
import {
  ErrorState,
  Muted,
  Pagination,
  PlainList,
  Section,
  SectionTitle,
  Skeleton,
} from '@hygiene/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { styled } from 'styled-components';

import { useConsoleApi } from '../../../data/useConsoleApi';
import { listCases } from '../../../generated/operations/listCases';
import { formatDateTime } from '../../../lib/formatDate';
import { cases as text } from '../../../messages/cases';

/** Cases a page of the history shows. */
const CASE_HISTORY_PAGE_SIZE = 10;

/**
 * The device's case history (issue 50), newest first: what it needed, when the case opened, who
 * acknowledged it and when, who it was given to, how it ended (by the device's own message, by
 * whom with what note) and how long each step took.
 */
export function DeviceCaseHistory({ deviceId }: { deviceId: string }) {
  const { api, tenant } = useConsoleApi();
  const [page, setPage] = useState(1);
  const history = useQuery({
    ...listCases.options(api, tenant, tenant, {
      'device-id': deviceId,
      page,
      pageSize: CASE_HISTORY_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <Section aria-labelledby="device-cases">
      <SectionTitle id="device-cases">{text.history.title}</SectionTitle>
      {history.isPending ? <Skeleton lines={3} label={text.history.title} /> : null}
      {history.isError ? (
        <ErrorState message={text.history.error} onRetry={() => void history.refetch()} />
      ) : null}
      {history.data?.items.length === 0 ? <Muted>{text.history.empty}</Muted> : null}
      {history.data && history.data.items.length > 0 ? (
        <div aria-busy={history.isPlaceholderData}>
          <PlainList aria-label={text.history.title}>
            {history.data.items.map((item) => (
              <CaseEntry key={item.id} item={item} />
            ))}
          </PlainList>
          <Pagination
            currentPage={history.data.currentPage}
            totalPages={history.data.totalPages}
            nextPage={history.data.nextPage}
            onPageChange={setPage}
            disabled={history.isPlaceholderData}
          />
        </div>
      ) : null}
    </Section>
  );
}

function CaseEntry({ item }: { item: Case }) {
  const minutes = (value: number | null) =>
    value === null ? text.history.notYet : text.history.minutes(Math.round(value));
  return (
    <Entry data-case-state={item.state}>
      <strong>
        {text.reasons[item.reason]} · {text.state[item.state]}
      </strong>
      <span>{text.openedAt(formatDateTime(item.openedAt))}</span>
      {item.acknowledged ? (
        <span>
          {text.acknowledgedBy(item.acknowledged.by.name, formatDateTime(item.acknowledged.at))}
        </span>
      ) : null}
      {item.assignee ? <span>{text.assignedTo(item.assignee.name)}</span> : null}
      {item.resolved ? <span>{resolvedLine(item.resolved)}</span> : null}
      {item.resolved?.note ? <span>{text.history.note(item.resolved.note)}</span> : null}
      {item.state !== 'open' ? (
        <Muted>
          {text.history.took(minutes(item.minutesToAcknowledge), minutes(item.minutesToResolve))}
        </Muted>
      ) : null}
    </Entry>
  );
}

function resolvedLine(resolved: NonNullable<Case['resolved']>): string {
  const when = formatDateTime(resolved.at);
  switch (resolved.how) {
    case 'device':
      return resolved.event
        ? text.history.resolvedBy.device(resolved.event, when)
        : text.history.resolvedBy.deviceSilent(when);
    case 'hand':
      return resolved.by
        ? text.history.resolvedBy.hand(resolved.by.name, when)
        : text.history.resolvedBy.handUnknown(when);
    case 'thresholds':
      return text.history.resolvedBy.thresholds(when);
    default:
      return resolved.how satisfies never;
  }
}

const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;
`;
