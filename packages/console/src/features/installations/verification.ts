import type { VerifyingEvent } from '@hygiene/api-client';
import type { LiveEvent } from '@hygiene/realtime';

/** The events that show a mounted dispenser works: a hand, a dispense, a state report. */
export const VERIFYING_EVENT_TYPES = ['HandSense', 'Transaction', 'State'] as const;
export type VerifyingEventType = VerifyingEvent['eventType'];

/** What the wizard saw verify the installation (issue 51), and what the device reported. */
export interface VerifiedBy {
  eventType: VerifyingEventType;
  /** The event's own timestamp: the platform finds the event by it. */
  timestamp: string;
  /** The signal of the device's latest Bluetooth report in the feed (dBm), if any. */
  rssi: number | null;
  batteryLevel: number | null;
}

/**
 * A device's clock may run a little behind the phone's (and the phone's behind the platform's):
 * an event up to this much older than the moment the step opened still counts, when it is new
 * to the feed. It still shows the dispenser reaches the platform, minutes after it was mounted.
 */
const CLOCK_SLACK_MS = 120_000;

/** One event of one device, told apart from the others the feed holds. */
export const eventKey = (event: { eventType: string; timestamp: string }): string =>
  `${event.eventType}|${event.timestamp}`;

const isVerifying = (type: LiveEvent['eventType']): type is VerifyingEventType =>
  (VERIFYING_EVENT_TYPES as readonly string[]).includes(type);

/**
 * The first event of `deviceId` that shows it works, among `events` (the live feed, newest
 * first) that happened after the step opened (`since`, less the clock slack) and were not in the
 * feed then (`seen`), with the signal the device reported and its battery level; null while
 * there is none.
 */
export function verifyingEventOf(
  events: readonly LiveEvent[],
  deviceId: string,
  since: string,
  seen: ReadonlySet<string>,
  batteryLevel: number | null,
): VerifiedBy | null {
  const sinceMs = Date.parse(since) - CLOCK_SLACK_MS;
  let first: { eventType: VerifyingEventType; timestamp: string } | undefined;
  let rssi: number | null = null;
  for (const event of events) {
    if (event.deviceId !== deviceId) continue;
    if (rssi === null && event.eventType === 'Bluetooth') rssi = event.bluetooth.rssi;
    if (!isVerifying(event.eventType) || seen.has(eventKey(event))) continue;
    // Newest first: the last that qualifies is the first that happened.
    if (event.orderMs >= sinceMs)
      first = { eventType: event.eventType, timestamp: event.timestamp };
  }
  return first ? { ...first, rssi, batteryLevel } : null;
}
