import { Page, PageHeader, Skeleton } from '@hygiene/ui';
import { Suspense } from 'react';
import { styled } from 'styled-components';

import { lazy } from '../../../i18n';
import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { DashboardFeed } from '../components/DashboardFeed';

// The fleet counts sit beside the feed (below it on a phone); the feed is what the page is for,
// so the counts' code arrives right after it, keeping the first screen within its budget.
const FleetSummary = lazy(async () => ({
  default: (await import('../components/FleetSummary')).FleetSummary,
}));
// The attention count too (issue 29): it may arrive right after the first paint.
const AttentionCount = lazy(async () => ({
  default: (await import('../../../components/AttentionCount')).AttentionCount,
}));

/**
 * The dashboard (`/dashboard`): the live feed, how many devices need attention and the fleet
 * summary. The host keeps the hub
 * connection in the current tenant's group (`useTenantGroup`); the feed follows it.
 */
export function DashboardScreen() {
  const { tenant } = useConsoleApi();
  return (
    <Page>
      <PageHeader title={messages.dashboard.title} />
      <ColumnsBox>
        <Columns>
          <DashboardFeed />
          <Side>
            <Suspense fallback={<Skeleton lines={2} label={messages.dashboard.attentionSection} />}>
              <AttentionCount tenant={tenant} />
            </Suspense>
            <Suspense fallback={<Skeleton lines={3} label={messages.dashboard.fleetSection} />}>
              <FleetSummary tenant={tenant} />
            </Suspense>
          </Side>
        </Columns>
      </ColumnsBox>
    </Page>
  );
}

/** The page's width, not the window's, decides the columns: the side menu takes room too. */
const ColumnsBox = styled.div`
  container-type: inline-size;
`;

const Columns = styled.div`
  display: grid;
  /* The feed gets the room; the counts sit beside it, or below it where the page is narrow. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  @container (min-width: 720px) {
    grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  }
`;

/** The counts beside the feed, one card above the other. */
const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;
