import { Muted, Table } from '@hygiene/ui';
import type { Device } from '@hygiene/api-client';
import { Suspense } from 'react';
import { styled } from 'styled-components';

import { RouterLink } from '../../../components/RouterLink';
import { lazy } from '../../../i18n';
import { roomLabel } from '../../../lib/deviceNames';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { fluidLabel, onlineLabel, powerSourceLabel } from '../deviceText';

// The cells that ask the platform more (each row's newest event, its building's name) fill in
// after the table, so their code arrives after it too: the list's first screen stays within its
// budget (bench:host-size). Until then, the room and floor, and '…'.
const DeviceLocation = lazy(async () => ({
  default: (await import('./DeviceLocation')).DeviceLocation,
}));
const LastEvent = lazy(async () => ({ default: (await import('./LastEvent')).LastEvent }));

const text = messages.deviceList;

export interface DeviceTableProps {
  tenant: string;
  devices: readonly Device[];
}

/** The device list's table: the columns a person needs to triage (issue 9). */
export function DeviceTable({ tenant, devices }: DeviceTableProps) {
  return (
    <Table aria-label={text.tableLabel}>
      <thead>
        <tr>
          <th scope="col">{text.columns.serialNumber}</th>
          <th scope="col">{text.columns.fluid}</th>
          <th scope="col">{text.columns.location}</th>
          <th scope="col">{text.columns.powerSource}</th>
          <th scope="col">{text.columns.batteries}</th>
          <th scope="col">{text.columns.status}</th>
          <th scope="col">{text.columns.lastEvent}</th>
        </tr>
      </thead>
      <tbody>
        {devices.map((device) => (
          <tr key={device.id}>
            <th scope="row">
              <Serial>
                <RouterLink to={paths.device.to(tenant, device.id)}>
                  {device.serialNumber}
                </RouterLink>
              </Serial>
            </th>
            <td>{fluidLabel(device)}</td>
            <td>
              <Suspense fallback={roomLabel(device) ?? messages.none}>
                <DeviceLocation device={device} links={false} />
              </Suspense>
            </td>
            <td>{powerSourceLabel(device)}</td>
            <td>{batteriesLabel(device)}</td>
            <td>{onlineLabel(device)}</td>
            <td>
              <Suspense fallback={<Muted>…</Muted>}>
                <LastEvent deviceId={device.id} lastMessage={device.status?.lastMessage ?? null} />
              </Suspense>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function batteriesLabel(device: Device): string {
  const level = device.batteries?.level;
  return level === null || level === undefined ? messages.none : text.batteryLevel(level);
}

/**
 * A serial as long as the contract allows (64 characters, no space) wraps within about half a
 * phone, so the sticky key column leaves the rest of the row room (issue 54); a usual serial keeps
 * its own width.
 */
const Serial = styled.span`
  display: inline-block;
  width: max-content;
  max-width: 10rem;
  overflow-wrap: anywhere;
`;
