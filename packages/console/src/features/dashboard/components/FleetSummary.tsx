import { ErrorState, Muted, PlainList, Section, SectionTitle, Skeleton } from '@hygiene/ui';
import styled from 'styled-components';

import { RouterLink } from '../../../components/RouterLink';
import { formatDateTime } from '../../../lib/formatDate';
import { messages } from '../../../messages';
import { paths } from '../../../routing/paths';
import { useDeviceCounts } from '../api/getDeviceCounts';
import { useRecentEvents } from '../api/getRecentEvents';

const text = messages.dashboard;

/**
 * Beyond the spec (issue 9): devices online and offline, low battery and the most recent
 * events, each leading to the device list filtered to match (or the device).
 */
export function FleetSummary({ tenant }: { tenant: string }) {
  const counts = useDeviceCounts();
  const recent = useRecentEvents();
  const list = paths.devices.to(tenant);
  return (
    <Section aria-labelledby="fleet-summary">
      <SectionTitle id="fleet-summary">{text.fleetSection}</SectionTitle>
      {counts.isPending ? <Skeleton lines={3} label={text.fleetSection} /> : null}
      {counts.isError ? <ErrorState message={text.summaryError} /> : null}
      {counts.data ? (
        <Figures>
          <dt>{text.online}</dt>
          <dd>
            <RouterLink to={`${list}?status.is-on=true`}>{counts.data.online}</RouterLink>
          </dd>
          <dt>{text.offline}</dt>
          <dd>
            <RouterLink to={`${list}?status.is-on=false`}>{counts.data.offline}</RouterLink>
          </dd>
          <dt>{text.lowBattery}</dt>
          <dd>
            <RouterLink to={list}>
              {counts.data.lowBatteryComplete
                ? counts.data.lowBattery
                : text.lowBatteryAtLeast(counts.data.lowBattery)}
            </RouterLink>
          </dd>
        </Figures>
      ) : null}
      <SectionTitle as="h3">{text.recentEvents}</SectionTitle>
      {recent.isPending ? <Skeleton lines={3} label={text.recentEvents} /> : null}
      {recent.isError ? <ErrorState message={text.recentEventsError} /> : null}
      {recent.data?.items.length === 0 ? <Muted>{text.noRecentEvents}</Muted> : null}
      {recent.data && recent.data.items.length > 0 ? (
        <PlainList aria-label={text.recentEvents}>
          {recent.data.items.map((event) => (
            <li key={`${event.deviceId}-${event.timestamp}-${event.event}`}>
              <RouterLink to={paths.device.to(tenant, event.deviceId)}>{event.event}</RouterLink>{' '}
              <Muted>
                {event.eventType} · {formatDateTime(event.timestamp)}
              </Muted>
            </li>
          ))}
        </PlainList>
      ) : null}
    </Section>
  );
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: max-content max-content;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: 0;
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
