import { Page, PageHeader, Skeleton } from '@hygiene/ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';

import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { DashboardFeed } from '../components/DashboardFeed';

// The fleet counts sit beside the feed (below it on a phone); the feed is what the page is for,
// so the counts' code arrives right after it, keeping the first screen within its budget.
const FleetSummary = lazy(async () => ({
  default: (await import('../components/FleetSummary')).FleetSummary,
}));

/**
 * The dashboard (`/dashboard`): the live feed and the fleet summary. The host keeps the hub
 * connection in the current tenant's group (`useTenantGroup`); the feed follows it.
 */
export function DashboardScreen() {
  const { tenant } = useConsoleApi();
  return (
    <Page>
      <PageHeader title={messages.dashboard.title} />
      <Columns>
        <DashboardFeed />
        <Suspense fallback={<Skeleton lines={3} label={messages.dashboard.fleetSection} />}>
          <FleetSummary tenant={tenant} />
        </Suspense>
      </Columns>
    </Page>
  );
}

const Columns = styled.div`
  display: grid;
  /* The feed gets the room; the counts sit beside it, or below it on a narrow screen. */
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  @media (max-width: 860px) {
    grid-template-columns: minmax(0, 1fr);
  }
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
`;
