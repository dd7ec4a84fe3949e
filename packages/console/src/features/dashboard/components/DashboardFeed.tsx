import {
  validateMaxEventsInFeed,
  DEFAULT_MAX_EVENTS_IN_FEED,
  useRealtimeMessages,
} from '@hygiene/realtime';
import { FilterBar, NumberField, SectionCard, Skeleton } from '@hygiene/ui';
import { styled } from 'styled-components';
import { useAtomValue } from 'jotai';
import { Suspense, useCallback, useState } from 'react';

import { lazy } from '../../../i18n';
import * as messages from '../../../messages';
import { RouterLink } from '../../../components/RouterLink';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useDeviceDirectory } from '../../../data/deviceDirectory';
import { roomLabel } from '../../../lib/deviceNames';
import { paths } from '../../../routing/paths';
import { consoleConfigAtom } from '../../../state/atoms';

// The feed draws right after the first paint, with the real-time client (first screen budget).
const LiveFeed = lazy(async () => ({ default: (await import('./liveFeed')).LiveFeed }));

// The event-type control opens on demand; its code follows the feed (first screen budget).
const EventTypeFilter = lazy(async () => ({
  default: (await import('./EventTypeFilter')).EventTypeFilter,
}));

const text = messages.dashboard;

/** The typed size: a number the feed takes, or the validation message (spec §5). */
type MaxEvents = { status: 'valid'; value: number } | { status: 'invalid'; message: string };

function readMaxEvents(input: string): MaxEvents {
  const value = Number(input.trim());
  try {
    if (input.trim() === '' || !Number.isFinite(value)) throw new Error(text.maxEventsInvalid);
    validateMaxEventsInFeed(value);
    return { status: 'valid', value };
  } catch (error) {
    return { status: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The dashboard's live feed: filtered by the configured filterable events (all ticked at
 * first), at most 'Max events in feed' events (default 10; negative gives 'maxEventsInFeed
 * cannot be negative'), live events highlighted and coloured by the realtime package.
 */
export function DashboardFeed() {
  const { filterableEvents, eventColors } = useAtomValue(consoleConfigAtom);
  const [input, setInput] = useState(String(DEFAULT_MAX_EVENTS_IN_FEED));
  const [lastValid, setLastValid] = useState(DEFAULT_MAX_EVENTS_IN_FEED);
  const [chosen, setChosen] = useState<readonly string[]>(filterableEvents);
  const max = readMaxEvents(input);
  const { tenant } = useConsoleApi();
  const devices = useDeviceDirectory();
  // The feed's own texts, in the language of the kit's provider (as the feed's list reads them).
  const feedText = useRealtimeMessages().feed;
  // A feed row names its device as people do: the serial number (to the device page) and the
  // room. Until the tenant's devices arrive, or for one not among them, the feed's own 'Device {id}'.
  const renderDevice = useCallback(
    (deviceId: string) => {
      const device = devices.get(deviceId);
      if (!device) return feedText.device(deviceId);
      const room = roomLabel(device);
      return (
        <>
          <RouterLink to={paths.device.to(tenant, device.id)}>{device.serialNumber}</RouterLink>
          {room ? ` · ${room}` : null}
        </>
      );
    },
    [devices, tenant, feedText],
  );

  return (
    <SectionCard title={text.feedSection}>
      <FilterBar label={text.feedControls}>
        <SizeField>
          <NumberField
            label={text.maxEvents}
            value={input}
            {...(max.status === 'invalid' ? { error: max.message } : {})}
            onChange={(event) => {
              setInput(event.target.value);
              const next = readMaxEvents(event.target.value);
              if (next.status === 'valid') setLastValid(next.value);
            }}
          />
        </SizeField>
        {filterableEvents.length > 0 ? (
          <Suspense fallback={null}>
            <EventTypeFilter options={filterableEvents} chosen={chosen} onChange={setChosen} />
          </Suspense>
        ) : null}
      </FilterBar>
      <Suspense fallback={<Skeleton label={feedText.loading} />}>
        <LiveFeed
          // An invalid size keeps the last valid feed on screen; the field shows the error.
          maxEventsInFeed={max.status === 'valid' ? max.value : lastValid}
          {...(filterableEvents.length > 0 ? { eventTypes: chosen } : {})}
          colors={eventColors}
          renderDevice={renderDevice}
        />
      </Suspense>
    </SectionCard>
  );
}

const SizeField = styled.div`
  flex: 0 1 10rem;
`;
