import { EVENT_TYPES, eventOrderMs, type EventType } from '@hygiene/api-client';
import * as v from 'valibot';

import { LIVE_EVENT_RECENCY_MS } from '../constants';

// The event types have one home, the platform contract ('UknownEvent' included).
export { EVENT_TYPES, type EventType };

/** The fields every live event has, whatever hub method or REST page it came from. */
export interface LiveEventBase {
  /**
   * Stable identity used to drop duplicates between the REST page and the hub:
   * `deviceId`, the timestamp in epoch milliseconds, `eventType` and `event`. Two messages with
   * all four equal describe the same thing a device did, whatever path delivered them.
   */
  id: string;
  deviceId: string;
  /** The event name (for example 'HandSense' or 'MotorStuck'). Shown as text, never as HTML. */
  event: string;
  /** The device's timestamp as ISO 8601 (UTC). */
  timestamp: string;
  /** `timestamp` in epoch milliseconds, as the device reported it (what a row shows). */
  timestampMs: number;
  /**
   * When it happened for order and recency: `timestampMs`, but never later than the platform
   * received it (`eventOrderMs` of the contract), so a device clock running ahead cannot pin
   * its events at the top of the feed or keep them live.
   */
  orderMs: number;
  receivedOnServer?: string;
  /** Where the event came from, for example 'broadcaster'. */
  source?: string;
}

/** Bluetooth event of spec §3: address and rssi. */
export interface BluetoothLiveEvent extends LiveEventBase {
  eventType: 'Bluetooth';
  bluetooth: { address: string; rssi: number };
}

/**
 * Transaction event of spec §3: user group, shift type and section. The contract
 * (`TransactionEvent`) allows each to be null: the device did not know it.
 */
export interface TransactionLiveEvent extends LiveEventBase {
  eventType: 'Transaction';
  transaction: { userGroupId: string | null; shiftTypeId: string | null; sectionId: string | null };
}

/** Counter values of spec §3 carried by some device events. */
export interface CounterEvent {
  revision: number;
  counterNumber: number;
  counterValue: number;
}

/** Every other event type (State, HandSense, ..., 'UknownEvent'). */
export interface DeviceLiveEvent extends LiveEventBase {
  eventType: Exclude<EventType, 'Bluetooth' | 'Transaction'>;
  counter?: CounterEvent;
}

/** A validated live event, discriminated by `eventType`. */
export type LiveEvent = BluetoothLiveEvent | TransactionLiveEvent | DeviceLiveEvent;

/** A validated `ReceiveConfigEvent` message: the device whose configuration changed. */
export interface ConfigEvent {
  deviceId: string;
  timestamp?: string;
}

const identifier = v.pipe(
  v.union([v.pipe(v.string(), v.trim(), v.nonEmpty()), v.pipe(v.number(), v.finite())]),
  v.transform(String),
);

/** The largest distance from 1970 a `Date` can hold (ECMAScript: 100,000,000 days). */
const MAX_DATE_MS = 8.64e15;

/**
 * ISO 8601 text or epoch milliseconds; anything `Date` cannot hold is malformed (a number such
 * as 1e20 is finite, but `toISOString` would throw on it).
 */
const instant = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.finite())]),
  v.transform((value) => (typeof value === 'number' ? value : Date.parse(value))),
  v.check((ms) => Number.isFinite(ms) && Math.abs(ms) <= MAX_DATE_MS, 'invalid timestamp'),
);

const optionalText = v.optional(v.nullable(v.string()));
const optionalNumber = v.optional(v.nullable(v.pipe(v.number(), v.finite())));

// Unknown keys are allowed and ignored: the server may add fields without breaking the console.
const baseSchema = v.looseObject({
  deviceId: identifier,
  eventType: optionalText,
  event: optionalText,
  timestamp: instant,
  receivedOnServer: optionalText,
  source: optionalText,
});

const bluetoothSchema = v.looseObject({
  address: v.pipe(v.string(), v.nonEmpty()),
  rssi: v.pipe(v.number(), v.finite()),
});

// Each field must be there; null (the contract's "not known") is kept as null.
const transactionSchema = v.looseObject({
  userGroupId: v.nullable(identifier),
  shiftTypeId: v.nullable(identifier),
  sectionId: v.nullable(identifier),
});

const counterSchema = v.looseObject({
  revision: optionalNumber,
  counterNumber: optionalNumber,
  counterValue: optionalNumber,
});

const configSchema = v.looseObject({ deviceId: identifier, timestamp: v.optional(v.string()) });

const knownTypes: ReadonlySet<string> = new Set(EVENT_TYPES);

function toEventType(raw: string): EventType {
  // A type the console does not know yet is still an event the device sent: it is shown as the
  // spec's catch-all type rather than dropped.
  return knownTypes.has(raw) ? (raw as EventType) : 'UknownEvent';
}

/**
 * The event type a hub method implies when its payload leaves `eventType` out:
 * `ReceiveBluetoothEvent` carries Bluetooth events and `ReceiveTransactionEvent` Transaction ones.
 */
export type EventTypeHint = 'Bluetooth' | 'Transaction';

/**
 * Where an event keeps its type's data. The contract (`DeviceEvent` of `@hygiene/api-client`,
 * as GET /device-events answers and the hub pushes) nests it under `bluetooth`, `transaction`
 * or `counter`; older hubs sent the fields flat on the event, which is still read.
 */
function section(input: unknown, key: 'bluetooth' | 'transaction' | 'counter'): unknown {
  const nested = (input as Record<string, unknown>)[key];
  return typeof nested === 'object' && nested !== null ? nested : input;
}

/**
 * Validates one event from the hub or the REST page and normalises it. Returns `undefined` for
 * anything malformed (the caller drops and counts it); never throws on bad data.
 */
export function parseLiveEvent(input: unknown, hint?: EventTypeHint): LiveEvent | undefined {
  const base = v.safeParse(baseSchema, input);
  if (!base.success) return undefined;
  const { deviceId, timestamp: timestampMs, receivedOnServer, source } = base.output;
  const rawType = base.output.eventType ?? hint;
  if (rawType === undefined || rawType === null || rawType === '') return undefined;
  const eventType = toEventType(rawType);
  const event = base.output.event || rawType;

  const common = {
    id: liveEventIdentity({ deviceId, timestampMs, eventType, event }),
    deviceId,
    event,
    timestamp: new Date(timestampMs).toISOString(),
    timestampMs,
    orderMs: eventOrderMs(timestampMs, receivedOnServer),
    ...(receivedOnServer ? { receivedOnServer } : {}),
    ...(source ? { source } : {}),
  };

  if (eventType === 'Bluetooth') {
    const parsed = v.safeParse(bluetoothSchema, section(input, 'bluetooth'));
    if (!parsed.success) return undefined;
    return {
      ...common,
      eventType,
      bluetooth: { address: parsed.output.address, rssi: parsed.output.rssi },
    };
  }
  if (eventType === 'Transaction') {
    const parsed = v.safeParse(transactionSchema, section(input, 'transaction'));
    if (!parsed.success) return undefined;
    const { userGroupId, shiftTypeId, sectionId } = parsed.output;
    return { ...common, eventType, transaction: { userGroupId, shiftTypeId, sectionId } };
  }
  const counter = v.safeParse(counterSchema, section(input, 'counter'));
  if (!counter.success) return undefined;
  const { revision, counterNumber, counterValue } = counter.output;
  const counterFields = [revision, counterNumber, counterValue];
  const present = counterFields.filter((value) => typeof value === 'number').length;
  // Half a counter cannot be shown truthfully: all three or none.
  if (present !== 0 && present !== counterFields.length) return undefined;
  return {
    ...common,
    eventType,
    ...(present > 0
      ? {
          counter: {
            revision: revision as number,
            counterNumber: counterNumber as number,
            counterValue: counterValue as number,
          },
        }
      : {}),
  };
}

/** Validates a `ReceiveConfigEvent` payload; `undefined` when malformed. */
export function parseConfigEvent(input: unknown): ConfigEvent | undefined {
  const parsed = v.safeParse(configSchema, input);
  if (!parsed.success) return undefined;
  return {
    deviceId: parsed.output.deviceId,
    ...(parsed.output.timestamp === undefined ? {} : { timestamp: parsed.output.timestamp }),
  };
}

/** The identity two deliveries of one event share (see `LiveEventBase.id`). */
export function liveEventIdentity(event: {
  deviceId: string;
  timestampMs: number;
  eventType: EventType;
  event: string;
}): string {
  return `${event.deviceId}\u0000${event.timestampMs}\u0000${event.eventType}\u0000${event.event}`;
}

/**
 * Whether an event is live: its timestamp is under 25 s old at `now` (spec §4), read as
 * `orderMs`, so a device clock far ahead keeps it live only until 25 s after the platform
 * received it. A time slightly ahead of this browser's clock counts as live.
 */
export function isLive(event: Pick<LiveEvent, 'orderMs'>, now: number): boolean {
  return now - event.orderMs < LIVE_EVENT_RECENCY_MS;
}
