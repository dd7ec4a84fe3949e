import { createLiveFeed, type RealtimeClient } from '@hygiene/realtime';

import { ATTENTION_LIVE_FEED_SIZE } from '../constants';

/** Event types whose news can put a device on the worklist or take it off. */
const RELEVANT_TYPES = [
  'State',
  'MotorStuck',
  'MotorRun',
  'MotorReturned',
  'BatteryChanged',
  'CapacitorVoltage',
] as const;

/**
 * Watches the tenant's live events through a feed of its own (only the types that matter, so a
 * burst of others cannot push one out before it is seen) and calls `onChange` for each new one.
 * The feed's first page is history the worklist already reflects: the events it brings are not
 * news, while hub events that arrive before it (the feed is still loading) are. Answers the
 * function that stops watching.
 */
export function watchAttentionEvents(client: RealtimeClient, onChange: () => void): () => void {
  const feed = createLiveFeed(client, {
    maxEventsInFeed: ATTENTION_LIVE_FEED_SIZE,
    eventTypes: RELEVANT_TYPES,
  });
  const detach = feed.attach();
  let seen: ReadonlySet<string> = new Set();
  let pageArrived = false;
  const check = () => {
    const snapshot = feed.getSnapshot();
    const fresh = snapshot.events.filter((event) => !seen.has(event.id));
    seen = new Set(snapshot.events.map((event) => event.id));
    const settled = snapshot.status === 'fetched' || snapshot.status === 'error';
    if (settled && !pageArrived) {
      // What is new now is the page (hub events before it were seen already).
      pageArrived = true;
      return;
    }
    // The feed holds only the relevant types: anything new is news.
    if (fresh.length > 0) onChange();
  };
  const unsubscribe = feed.subscribe(check);
  check();
  return () => {
    unsubscribe();
    detach();
  };
}
