import { Section, SectionTitle } from '@hygiene/ui';
import { LiveFeedList, useLiveFeed } from '@hygiene/realtime';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

import { DEVICE_LIVE_FEED_SIZE } from '../../../constants';
import * as messages from '../../../messages';
import { consoleConfigAtom } from '../../../state/atoms';

const text = messages.deviceDetail;

/** Every row is this page's device: a row names no device (the feed's default is its id). */
const noDevice = () => null;

/**
 * The device's live events: the tenant's live feed (one hub connection for the app), narrowed
 * to this device. The feed holds the tenant's recent events, so it keeps more than the
 * dashboard's before narrowing.
 */
export function DeviceLiveEvents({ deviceId }: { deviceId: string }) {
  const { eventColors } = useAtomValue(consoleConfigAtom);
  const feed = useLiveFeed({ maxEventsInFeed: DEVICE_LIVE_FEED_SIZE });
  const events = useMemo(
    () => feed.events.filter((event) => event.deviceId === deviceId),
    [feed.events, deviceId],
  );
  return (
    <Section aria-labelledby="device-live">
      <SectionTitle id="device-live">{text.liveSection}</SectionTitle>
      <LiveFeedList
        events={events}
        status={feed.status}
        colors={eventColors}
        aria-label={text.liveList}
        renderDevice={noDevice}
      />
    </Section>
  );
}
