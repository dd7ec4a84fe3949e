import { useEffect, useMemo, useSyncExternalStore } from 'react';

import { DEFAULT_MAX_EVENTS_IN_FEED } from '../constants';
import { validateMaxEventsInFeed } from '../feed/feedSize';
import { createLiveFeed, type LiveFeedOptions, type LiveFeedSnapshot } from '../feed/LiveFeedStore';
import { useRealtimeClientWhenReady } from './RealtimeProvider';

// A module of its own, apart from the connection and group hooks: an app's shell uses those,
// while the feed's code loads with the screens that show a feed.

const noSubscription = () => () => undefined;
/** The feed while the provider's client is on its way. */
const ARRIVING: LiveFeedSnapshot = { status: 'loading', events: [], malformedCount: 0 };

/**
 * The live feed: the REST page, then hub events, newest first, at most `maxEventsInFeed`
 * (default 10), filtered by `eventTypes`, without duplicates. A change of tenant, filter or
 * size starts a new feed. A negative size gives an `error` snapshot with the spec's message
 * 'maxEventsInFeed cannot be negative' instead of throwing during render. While the provider's
 * client is on its way, the feed reads as loading.
 */
export function useLiveFeed(options: LiveFeedOptions = {}): LiveFeedSnapshot {
  const client = useRealtimeClientWhenReady();
  const max = options.maxEventsInFeed ?? DEFAULT_MAX_EVENTS_IN_FEED;
  // The filter is compared by content, so an inline array does not reset the feed every render.
  const filterKey = options.eventTypes ? JSON.stringify([...options.eventTypes].sort()) : null;

  const feed = useMemo((): {
    subscribe: (listener: () => void) => () => void;
    getSnapshot: () => LiveFeedSnapshot;
    attach: () => (() => void) | undefined;
  } => {
    try {
      validateMaxEventsInFeed(max);
    } catch (error) {
      const invalid: LiveFeedSnapshot = {
        status: 'error',
        error: {
          status: 'invalidOptions',
          message: error instanceof Error ? error.message : String(error),
        },
        events: [],
        malformedCount: 0,
      };
      return { subscribe: noSubscription, getSnapshot: () => invalid, attach: () => undefined };
    }
    if (!client) {
      return { subscribe: noSubscription, getSnapshot: () => ARRIVING, attach: () => undefined };
    }
    const eventTypes = filterKey === null ? undefined : (JSON.parse(filterKey) as string[]);
    const store = createLiveFeed(client, {
      maxEventsInFeed: max,
      ...(eventTypes ? { eventTypes } : {}),
    });
    return { subscribe: store.subscribe, getSnapshot: store.getSnapshot, attach: store.attach };
  }, [client, max, filterKey]);

  useEffect(() => feed.attach(), [feed]);

  // The server renders the feed as it starts (loading): it attaches, and so loads, in an effect.
  return useSyncExternalStore(feed.subscribe, feed.getSnapshot, feed.getSnapshot);
}
