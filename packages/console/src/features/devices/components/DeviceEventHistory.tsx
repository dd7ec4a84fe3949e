import { EVENT_TYPES, PAGING, type EventType } from '@hygiene/api-client';
import {
  ChecklistField,
  Disclosure,
  ErrorState,
  Inline,
  Muted,
  Pagination,
  Section,
  SectionTitle,
  Skeleton,
  SwitchField,
  Table,
} from '@hygiene/ui';
import { useEventWords } from '@hygiene/realtime';
import { useMemo, useState } from 'react';
import { styled } from 'styled-components';

import { DEVICE_EVENTS_PAGE_SIZE } from '../../../constants';
import { formatDateTime } from '../../../lib/formatDate';
import * as messages from '../../../messages';
import { useDeviceEvents, type DeviceEventsQuery } from '../api/getDeviceEvents';

const text = messages.deviceDetail;

/** Bluetooth and Transaction have their own switches in the API (spec §7), not `typesIncluded`. */
const FLAGGED: ReadonlySet<EventType> = new Set(['Bluetooth', 'Transaction']);
const FILTERABLE_TYPES = EVENT_TYPES.filter((type) => !FLAGGED.has(type));

/**
 * The device's event history with the filters of GET /tenants/{tenant}/devices/{device}/events:
 * `typesIncluded` (none ticked means every type), `bluetoothEventsIncluded`,
 * `transactionEventsIncluded`. A filter change goes back to the first page. The type checkboxes
 * fold into one line that says what is shown, as on the dashboard: unfolded, they pushed the
 * history a screen down. Types, names and sources are said in words, each with its code.
 */
export function DeviceEventHistory({ deviceId }: { deviceId: string }) {
  const [types, setTypes] = useState<readonly EventType[]>([]);
  const [bluetooth, setBluetooth] = useState(true);
  const [transaction, setTransaction] = useState(true);
  const [page, setPage] = useState<number>(PAGING.firstPage);
  const query = useMemo<DeviceEventsQuery>(
    () => ({
      ...(types.length > 0 ? { typesIncluded: [...types] } : {}),
      bluetoothEventsIncluded: bluetooth,
      transactionEventsIncluded: transaction,
      page,
      pageSize: DEVICE_EVENTS_PAGE_SIZE,
    }),
    [types, bluetooth, transaction, page],
  );
  const events = useDeviceEvents(deviceId, query);
  const say = useEventWords();
  // The types in words a cleaner reads; the code stays the value the API is asked with.
  const typeOptions = FILTERABLE_TYPES.map((type) => ({ value: type, label: say(type) }));
  const filterChanged =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(PAGING.firstPage);
    };

  return (
    <Section aria-labelledby="device-events">
      <SectionTitle id="device-events">{text.eventsSection}</SectionTitle>
      <Inline>
        <Disclosure
          summary={messages.eventTypes.summary(
            types.length === 0
              ? messages.eventTypes.all
              : messages.eventTypes.some(types.length, typeOptions.length),
          )}
        >
          <ChecklistField
            label={messages.eventTypes.label}
            columns
            hideLegend
            options={typeOptions}
            values={types}
            onChange={(event) => {
              const type = event.target.value as EventType;
              filterChanged(setTypes)(
                event.target.checked ? [...types, type] : types.filter((t) => t !== type),
              );
            }}
          />
        </Disclosure>
        <SwitchField
          label={text.bluetoothEvents}
          checked={bluetooth}
          onChange={(event) => filterChanged(setBluetooth)(event.target.checked)}
        />
        <SwitchField
          label={text.transactionEvents}
          checked={transaction}
          onChange={(event) => filterChanged(setTransaction)(event.target.checked)}
        />
      </Inline>
      {events.isPending ? <Skeleton lines={4} label={text.eventsSection} /> : null}
      {events.isError ? <ErrorState message={text.eventsError} /> : null}
      {events.data?.items.length === 0 ? <Muted>{text.noEvents}</Muted> : null}
      {events.data && events.data.items.length > 0 ? (
        <div aria-busy={events.isPlaceholderData}>
          <Table aria-label={text.eventsTable}>
            <thead>
              <tr>
                <th scope="col">{text.eventColumns.time}</th>
                <th scope="col">{text.eventColumns.type}</th>
                <th scope="col">{text.eventColumns.event}</th>
                <th scope="col">{text.eventColumns.source}</th>
              </tr>
            </thead>
            <tbody>
              {events.data.items.map((event) => (
                <tr key={`${event.timestamp}-${event.eventType}-${event.event}`}>
                  <td>{formatDateTime(event.timestamp)}</td>
                  <td>
                    <InWords code={event.eventType} say={say} />
                  </td>
                  <td>
                    <InWords code={event.event} say={say} />
                  </td>
                  <td>
                    {event.source ? <InWords code={event.source} say={say} /> : messages.none}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination
            currentPage={events.data.currentPage}
            totalPages={events.data.totalPages}
            nextPage={events.data.nextPage}
            onPageChange={setPage}
            disabled={events.isPlaceholderData}
          />
        </div>
      ) : null}
    </Section>
  );
}

/**
 * A type, name or source in words, with the platform's code under it for service staff who
 * search logs by it (shown once when the words are the code itself).
 */
function InWords({ code, say }: { code: string; say: (code: string) => string }) {
  const said = say(code);
  return said === code ? (
    <>{code}</>
  ) : (
    <>
      {said}
      <Code>{code}</Code>
    </>
  );
}

const Code = styled.code`
  display: block;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.color.textMuted};
`;
