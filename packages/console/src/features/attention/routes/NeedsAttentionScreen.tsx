import { Muted, Page, PageHeader, SectionCard, Skeleton } from '@hygiene/ui';
import { Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { lazy } from '../../../i18n';
import { PagedList } from '../../../components/PagedList';
import { useAttentionSummary } from '../../../data/attention';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { attention as text } from '../../../messages/attention';
import { useAttention } from '../api/getAttention';
import {
  attentionFilterQuery,
  attentionPageQuery,
  isFiltered,
  readAttentionParams,
  writeAttentionParams,
  type AttentionParams,
} from '../attentionParams';
import { AttentionCards } from '../components/AttentionCards';
import { AttentionFilters } from '../components/AttentionFilters';

// The thresholds (a read of their own, and what changes them) and the export button arrive right
// after the list's first paint, keeping the screen within the first-screen budget.
const DownloadAttentionCsv = lazy(async () => ({
  default: (await import('../components/DownloadAttentionCsv')).DownloadAttentionCsv,
}));
// What keeps the list live comes right after it too.
const AttentionLiveRefresh = lazy(async () => ({
  default: (await import('../../../data/AttentionLiveRefresh')).AttentionLiveRefresh,
}));
// How fast cases are acknowledged and resolved: below the list, so it comes after it too.
const TimeToAct = lazy(async () => ({
  default: (await import('../components/TimeToAct')).TimeToAct,
}));
const ThresholdsCard = lazy(async () => ({
  default: (await import('../components/ThresholdsCard')).ThresholdsCard,
}));

/**
 * 'Needs attention' (`/attention`, issue 29): every device of the tenant that needs someone now,
 * worst first and then as a route (premise, floor, room), filtered by reason and place, with the
 * tenant's thresholds. The platform computes the list; live events that can change it make the
 * screen ask again, so a device that reports Empty appears without a reload. Each card shows who
 * is on it (its cases, issue 50), and the time to act per premise and week closes the screen.
 */
export function NeedsAttentionScreen() {
  const { tenant } = useConsoleApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readAttentionParams(searchParams), [searchParams]);
  const list = useAttention(useMemo(() => attentionPageQuery(params), [params]));
  const summary = useAttentionSummary();
  const navigate = (next: AttentionParams, replace = false) =>
    setSearchParams(writeAttentionParams(next), { replace });

  return (
    <Page>
      <Suspense fallback={null}>
        <AttentionLiveRefresh />
      </Suspense>
      <PageHeader
        title={text.title}
        actions={
          <Suspense fallback={null}>
            <DownloadAttentionCsv filter={attentionFilterQuery(params)} />
          </Suspense>
        }
      />
      {summary.data && (
        <Muted role="status">{text.summary(summary.data.total, summary.data.critical)}</Muted>
      )}
      <Suspense
        fallback={
          <SectionCard title={text.thresholds.title}>
            <Skeleton lines={3} label={text.thresholds.title} />
          </SectionCard>
        }
      >
        <ThresholdsCard />
      </Suspense>
      <AttentionFilters params={params} summary={summary.data} onChange={navigate} />
      <PagedList
        query={list}
        label={text.title}
        errorMessage={text.fetchError}
        empty={{
          title: text.empty,
          hint: isFiltered(params) ? text.emptyFilteredHint : text.emptyHint,
        }}
        onPage={(page, options) => navigate({ ...params, page }, options?.replace)}
      >
        {(items) => <AttentionCards tenant={tenant} items={items} />}
      </PagedList>
      <Suspense fallback={null}>
        <TimeToAct />
      </Suspense>
    </Page>
  );
}
