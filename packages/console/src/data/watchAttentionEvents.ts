import { createLiveFeed, type LiveEvent, type RealtimeClient } from '@hygiene/realtime';

import { ATTENTION_LIVE_FEED_SIZE } from '../constants';

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
 * Watches the tenant's live events through a feed of its own and calls `onChange` for each new
 * one that can change the worklist. The feed's first page is history the worklist already
 * reflects, so only events after it count. Answers the function that stops watching.
 */
export function watchAttentionEvents(client: RealtimeClient, onChange: () => void): () => void {
  const feed = createLiveFeed(client, { maxEventsInFeed: ATTENTION_LIVE_FEED_SIZE });
  const detach = feed.attach();
  let seen: ReadonlySet<string> = new Set();
  const check = () => {
    const snapshot = feed.getSnapshot();
    const settled = snapshot.status === 'fetched' || snapshot.status === 'error';
    const fresh = settled ? snapshot.events.filter((e) => !seen.has(e.id)) : [];
    seen = new Set(snapshot.events.map((e) => e.id));
    if (fresh.some(changesAttention)) onChange();
  };
  const unsubscribe = feed.subscribe(check);
  check();
  return () => {
    unsubscribe();
    detach();
  };
}
