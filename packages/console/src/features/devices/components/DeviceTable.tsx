import { Muted, Table } from '@hygiene/ui';
import { PAGING, type Device } from '@hygiene/api-client';
import { eventWords, useRealtimeMessages } from '@hygiene/realtime';

import { RouterLink } from '../../../components/RouterLink';
import { formatDateTime } from '../../../lib/formatDate';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { useDeviceEvents } from '../api/getDeviceEvents';
import { fluidLabel, onlineLabel, powerSourceLabel } from '../deviceText';
import { DeviceLocation } from './DeviceLocation';

const text = messages.deviceList;
const LAST_EVENT_QUERY = { page: PAGING.firstPage, pageSize: 1 } as const;

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
              <RouterLink to={paths.device.to(tenant, device.id)}>{device.serialNumber}</RouterLink>
            </th>
            <td>{fluidLabel(device)}</td>
            <td>
              <DeviceLocation device={device} links={false} />
            </td>
            <td>{powerSourceLabel(device)}</td>
            <td>{batteriesLabel(device)}</td>
            <td>{onlineLabel(device)}</td>
            <td>
              <LastEvent deviceId={device.id} lastMessage={device.status?.lastMessage ?? null} />
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
 * The platform's device has no last-event field, so each row asks for its newest event (page 1,
 * size 1). The table renders first; these fill in after, and each is cached per device. When the
 * history holds none (an offline device's may be gone), when its last message arrived, which the
 * device itself tells (`status.lastMessage`).
 */
function LastEvent({ deviceId, lastMessage }: { deviceId: string; lastMessage: string | null }) {
  const events = useDeviceEvents(deviceId, LAST_EVENT_QUERY);
  const words = useRealtimeMessages();
  if (events.isPending) return <Muted>…</Muted>;
  const last = events.data?.items[0];
  if (!last && lastMessage) return <Muted>{text.lastMessage(formatDateTime(lastMessage))}</Muted>;
  if (!last) return <Muted>{messages.none}</Muted>;
  return (
    <span>
      <span title={last.event}>{eventWords(words, last.event)}</span>{' '}
      <Muted>{formatDateTime(last.timestamp)}</Muted>
    </span>
  );
}
