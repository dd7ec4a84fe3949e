import { createLiveFeed, useRealtimeClient } from '@hygiene/realtime';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

import { LIVE_STATUS_FEED_SIZE, LIVE_STATUS_PUBLISH_MS } from '../../../constants';
import { LiveHealthBoard, type LiveFacts } from '../liveDeviceStatus';

/**
 * What live events said about each device of the tenant since the screen opened: the app's one
 * hub connection, through a feed of its own, folded by a `LiveHealthBoard`.
 */
export function useLiveDeviceFacts(): ReadonlyMap<string, LiveFacts> {
  const client = useRealtimeClient();
  const board = useMemo(
    () =>
      new LiveHealthBoard(
        createLiveFeed(client, { maxEventsInFeed: LIVE_STATUS_FEED_SIZE }),
        LIVE_STATUS_PUBLISH_MS,
      ),
    [client],
  );
  useEffect(() => board.attach(), [board]);
  return useSyncExternalStore(board.subscribe, board.getSnapshot);
}
