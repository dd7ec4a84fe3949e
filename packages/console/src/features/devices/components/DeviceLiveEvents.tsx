import { Section, SectionTitle } from '@hygiene/ui';
import { LiveFeedList, useLiveFeed } from '@hygiene/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';

import { DEVICE_LIVE_FEED_SIZE } from '../../../constants';
import { sharedKeys } from '../../../data/queryKeys';
import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { consoleConfigAtom } from '../../../state/atoms';
import { deviceKeys } from '../api/queryKeys';

const text = messages.deviceDetail;

/** Every row is this page's device: a row names no device (the feed's default is its id). */
const noDevice = () => null;

/**
 * The device's live events: the tenant's live feed (one hub connection for the app), narrowed
 * to this device. The feed holds the tenant's recent events, so it keeps more than the
 * dashboard's before narrowing. Each new one refreshes the rest of the page.
 */
export function DeviceLiveEvents({ deviceId }: { deviceId: string }) {
  const { eventColors } = useAtomValue(consoleConfigAtom);
  const feed = useLiveFeed({ maxEventsInFeed: DEVICE_LIVE_FEED_SIZE });
  const events = useMemo(
    () => feed.events.filter((event) => event.deviceId === deviceId),
    [feed.events, deviceId],
  );
  useRefreshOnNews(deviceId, feed.status === 'fetched' ? (events[0]?.id ?? '') : null);
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

/**
 * A new event of this device changes more of its page than the live list: its event history, its
 * facts (fluid, battery, online) and what needs doing there are asked for again. `newest` is the
 * id of its newest live event once the feed has its first page (null before): that page is what
 * the page already shows, so only a later change is news.
 */
function useRefreshOnNews(deviceId: string, newest: string | null) {
  const queryClient = useQueryClient();
  const { tenant } = useConsoleApi();
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (newest === null) return;
    const before = seen.current;
    seen.current = newest;
    if (before === null || before === newest) return;
    for (const queryKey of [
      deviceKeys.eventsOf(tenant, deviceId),
      deviceKeys.detail(tenant, deviceId),
      sharedKeys.attention(tenant),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [newest, deviceId, tenant, queryClient]);
}
