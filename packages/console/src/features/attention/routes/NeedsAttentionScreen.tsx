import { Muted, Page, PageHeader } from '@hygiene/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

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
import { DownloadAttentionCsv } from '../components/DownloadAttentionCsv';
import { ThresholdsCard } from '../components/ThresholdsCard';
import { useAttentionLiveRefresh } from '../../../data/useAttentionLiveRefresh';

/**
 * 'Needs attention' (`/attention`, issue 29): every device of the tenant that needs someone now,
 * worst first and then as a route (premise, floor, room), filtered by reason and place, with the
 * tenant's thresholds. The platform computes the list; live events that can change it make the
 * screen ask again, so a device that reports Empty appears without a reload.
 */
export function NeedsAttentionScreen() {
  const { tenant } = useConsoleApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readAttentionParams(searchParams), [searchParams]);
  const list = useAttention(useMemo(() => attentionPageQuery(params), [params]));
  const summary = useAttentionSummary();
  useAttentionLiveRefresh();
  const navigate = (next: AttentionParams) => setSearchParams(writeAttentionParams(next));

  return (
    <Page>
      <PageHeader
        title={text.title}
        actions={<DownloadAttentionCsv filter={attentionFilterQuery(params)} />}
      />
      {summary.data && (
        <Muted role="status">{text.summary(summary.data.total, summary.data.critical)}</Muted>
      )}
      <ThresholdsCard />
      <AttentionFilters params={params} summary={summary.data} onChange={navigate} />
      <PagedList
        query={list}
        label={text.title}
        errorMessage={text.fetchError}
        empty={{
          title: text.empty,
          hint: isFiltered(params) ? text.emptyFilteredHint : text.emptyHint,
        }}
        onPage={(page) => navigate({ ...params, page })}
      >
        {(items) => <AttentionCards tenant={tenant} items={items} />}
      </PagedList>
    </Page>
  );
}
