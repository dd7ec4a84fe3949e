import { Page, PageHeader } from '@hygiene/ui';
import styled from 'styled-components';

import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { DashboardFeed } from '../components/DashboardFeed';
import { FleetSummary } from '../components/FleetSummary';

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
        <FleetSummary tenant={tenant} />
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
