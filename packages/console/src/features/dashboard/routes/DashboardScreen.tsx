import { Page, PageHeader } from '@hygiene/ui';
import styled from 'styled-components';

import { useConsoleApi } from '../../../data/useConsoleApi';
import { messages } from '../../../messages';
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
  grid-template-columns: repeat(auto-fit, minmax(min(320px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
`;
