import { useEffect, useMemo, useSyncExternalStore } from 'react';

import type { ConnectionState, GroupState } from '../client/RealtimeClient';
import { DEFAULT_MAX_EVENTS_IN_FEED } from '../constants';
import {
  validateMaxEventsInFeed,
  type LiveFeedOptions,
  type LiveFeedSnapshot,
} from '../feed/LiveFeedStore';
import { useRealtimeClient } from './RealtimeProvider';

/** The connection state (default, loading, fetched, error); re-renders only when it changes. */
export function useRealtimeConnectionState(): ConnectionState {
  const client = useRealtimeClient();
  return useSyncExternalStore(client.subscribe, () => client.getSnapshot().connection);
}

/** Hub messages dropped because they failed validation. */
export function useMalformedMessageCount(): number {
  const client = useRealtimeClient();
  return useSyncExternalStore(client.subscribe, () => client.getSnapshot().malformedMessages);
}

/** The group state plus the lock controls. */
export interface TenantGroup extends GroupState {
  /** Force the group lock on: follow this tenant's group whatever the current tenant. */
  lockGroup: (tenantIdentifier: string) => void;
  /** Undo the lock: back to the current tenant's group. */
  unlockGroup: () => void;
}

/**
 * Follows the current tenant's group: joins it, leaves it when the tenant changes, joins again
 * after a reconnect. Call it once, where the app knows the tenant; read-only callers may pass
 * `undefined` to leave the tenant as it is.
 */
export function useTenantGroup(tenantIdentifier?: string | null): TenantGroup {
  const client = useRealtimeClient();
  useEffect(() => {
    if (tenantIdentifier !== undefined) client.setTenant(tenantIdentifier);
  }, [client, tenantIdentifier]);
  const group = useSyncExternalStore(client.subscribe, () => client.getSnapshot().group);
  return useMemo(
    () => ({ ...group, lockGroup: client.lockGroup, unlockGroup: client.unlockGroup }),
    [group, client],
  );
}

const noSubscription = () => () => undefined;

/**
 * The live feed: the REST page, then hub events, newest first, at most `maxEventsInFeed`
 * (default 10), filtered by `eventTypes`, without duplicates. A change of tenant, filter or
 * size starts a new feed. A negative size gives an `error` snapshot with the spec's message
 * 'maxEventsInFeed cannot be negative' instead of throwing during render.
 */
export function useLiveFeed(options: LiveFeedOptions = {}): LiveFeedSnapshot {
  const client = useRealtimeClient();
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
          kind: 'invalidOptions',
          message: error instanceof Error ? error.message : String(error),
        },
        events: [],
        malformedCount: 0,
      };
      return { subscribe: noSubscription, getSnapshot: () => invalid, attach: () => undefined };
    }
    const eventTypes = filterKey === null ? undefined : (JSON.parse(filterKey) as string[]);
    const store = client.createLiveFeed({
      maxEventsInFeed: max,
      ...(eventTypes ? { eventTypes } : {}),
    });
    return { subscribe: store.subscribe, getSnapshot: store.getSnapshot, attach: store.attach };
  }, [client, max, filterKey]);

  useEffect(() => feed.attach(), [feed]);

  return useSyncExternalStore(feed.subscribe, feed.getSnapshot);
}
