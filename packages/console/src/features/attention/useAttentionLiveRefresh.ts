import { createLiveFeed, useRealtimeClient, type LiveEvent } from '@hygiene/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { ATTENTION_LIVE_FEED_SIZE, ATTENTION_LIVE_REFRESH_MS } from '../../constants';
import { sharedKeys } from '../../data/queryKeys';
import { useConsoleApi } from '../../data/useConsoleApi';

/** Event types whose news can put a device on the worklist or take it off. */
const RELEVANT_TYPES: ReadonlySet<string> = new Set([
  'State',
  'MotorStuck',
  'MotorRun',
  'MotorReturned',
  'BatteryChanged',
  'CapacitorVoltage',
]);

/** Whether a live event can change what needs attention (a level, motor or battery report). */
export function changesAttention(event: LiveEvent): boolean {
  return RELEVANT_TYPES.has(event.eventType);
}

/**
 * Keeps the worklist and its counts live: when the tenant's live feed brings an event that can
 * change them, they are asked for again a moment later (one request per burst). The platform
 * decides what the event means; the console only knows it may have changed.
 */
export function useAttentionLiveRefresh(): void {
  const client = useRealtimeClient();
  const queryClient = useQueryClient();
  const { tenant } = useConsoleApi();
  useEffect(() => {
    const feed = createLiveFeed(client, { maxEventsInFeed: ATTENTION_LIVE_FEED_SIZE });
    const detach = feed.attach();
    let seen: ReadonlySet<string> = new Set();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      const snapshot = feed.getSnapshot();
      // Until the feed's first page is in, its events are history the worklist already reflects.
      const fresh =
        snapshot.status === 'fetched' || snapshot.status === 'error'
          ? snapshot.events.filter((e) => !seen.has(e.id))
          : [];
      seen = new Set(snapshot.events.map((e) => e.id));
      if (!fresh.some(changesAttention) || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: sharedKeys.attention(tenant) });
      }, ATTENTION_LIVE_REFRESH_MS);
    };
    const unsubscribe = feed.subscribe(onChange);
    onChange();
    return () => {
      unsubscribe();
      detach();
      clearTimeout(timer);
    };
  }, [client, queryClient, tenant]);
}
