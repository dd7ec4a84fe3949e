/**
 * The event history outside requests: an event recorded as a device sends it (the sandbox's
 * simulated dispensers, a story's setup), and trimming the history in place.
 */
import type { DeviceEvent, EventType } from '@hygiene/api-client';

import type { Core } from './context';
import { tick } from './context';
import { healthAfter } from './deviceHealth';
import type { EventRecord } from './model';
import { makeEvent } from './seed/events';
import { createIndexes, createViews } from './views';

/** An event for {@link FakePlatform.recordEvent}; fields left out are made up (seeded). */
export interface EventInput {
  deviceId: string;
  eventType: EventType;
  event?: string;
  /** ISO time; the platform's clock by default. */
  timestamp?: string;
  /** ISO time; the platform's clock by default. */
  receivedOnServer?: string | null;
  source?: string | null;
  /** Type-specific data; made up for the event's type when omitted. */
  bluetooth?: DeviceEvent['bluetooth'];
  transaction?: DeviceEvent['transaction'];
  counter?: DeviceEvent['counter'];
  /** A battery level the device reports; it becomes the device's `batteries.level`. */
  battery?: DeviceEvent['battery'];
}

/**
 * Records an event of a device at `tenant` (newest first) and answers it in the contract's shape.
 * Throws if the device is not there.
 */
export function recordDeviceEvent(core: Core, tenant: string, input: EventInput): DeviceEvent {
  const device = core.state.devices.find((d) => d.id === input.deviceId);
  if (!device || device.tenant !== tenant) {
    throw new Error(`No device ${input.deviceId} at tenant ${tenant}`);
  }
  const received = tick(core);
  const timestamp = input.timestamp ?? received;
  const made = makeEvent(core.random, core.state, device, input.eventType, Date.parse(timestamp));
  core.state.randomState = core.random.state;
  const record: EventRecord = {
    ...made,
    event: input.event ?? made.event,
    receivedOnServer: input.receivedOnServer === undefined ? received : input.receivedOnServer,
    source: input.source === undefined ? made.source : input.source,
    bluetooth: input.bluetooth === undefined ? made.bluetooth : input.bluetooth,
    transaction: input.transaction === undefined ? made.transaction : input.transaction,
    counter: input.counter === undefined ? made.counter : input.counter,
    battery: input.battery === undefined ? made.battery : (input.battery ?? null),
  };
  core.state.events.unshift(record);
  device.isOn = true;
  device.onlineEventCount += 1;
  if (record.battery && device.batteries) device.batteries.level = record.battery.level;
  // New batteries say so themselves: full, changed now.
  else if (record.eventType === 'BatteryChanged' && device.batteries) {
    device.batteries = { lastChanged: record.timestamp, level: 100 };
  }
  device.health = healthAfter(device.health, record);
  return createViews(createIndexes(core.state)).event(record);
}

/**
 * Keeps the newest `perTenant` events of each tenant and drops the rest, in place (the state and
 * its records stay the same objects). Answers how many events went.
 */
export function trimEventHistory(core: Core, perTenant: number): number {
  const devices = new Map(core.state.devices.map((d) => [d.id, d.tenant]));
  const seen = new Map<string, number>();
  const events = core.state.events;
  let kept = 0;
  // Newest first: keep the first `perTenant` of each tenant, compacting the array in place.
  for (const event of events) {
    const tenant = devices.get(event.deviceId) ?? '';
    const count = (seen.get(tenant) ?? 0) + 1;
    seen.set(tenant, count);
    if (count <= perTenant) events[kept++] = event;
  }
  const dropped = events.length - kept;
  events.length = kept;
  return dropped;
}
