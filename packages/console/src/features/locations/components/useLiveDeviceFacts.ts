import { createLiveFeed, useRealtimeClientWhenReady } from '@hygiene/realtime';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

import { LIVE_STATUS_FEED_SIZE, LIVE_STATUS_PUBLISH_MS } from '../../../constants';
import { LiveHealthBoard, type LiveFacts } from '../liveDeviceStatus';

const noSubscription = () => () => undefined;
const NO_FACTS: ReadonlyMap<string, LiveFacts> = new Map();
const noFacts = () => NO_FACTS;

/**
 * What live events said about each device of the tenant since the screen opened: the app's one
 * hub connection, through a feed of its own, folded by a `LiveHealthBoard`. Nothing yet while
 * the app's real-time client is on its way.
 */
export function useLiveDeviceFacts(): ReadonlyMap<string, LiveFacts> {
  const client = useRealtimeClientWhenReady();
  const board = useMemo(
    () =>
      client &&
      new LiveHealthBoard(
        createLiveFeed(client, { maxEventsInFeed: LIVE_STATUS_FEED_SIZE }),
        LIVE_STATUS_PUBLISH_MS,
      ),
    [client],
  );
  useEffect(() => board?.attach(), [board]);
  return useSyncExternalStore(board?.subscribe ?? noSubscription, board?.getSnapshot ?? noFacts);
}
