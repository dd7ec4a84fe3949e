/**
 * The seed's events: a history for some customer devices, every event type in the demo tenant,
 * and `makeEvent`, which also makes up the events the platform records outside the seed.
 */
import { EVENT_TYPES } from '@hygiene/api-client';
import type { EventType } from '@hygiene/api-client';

import { DEMO_TENANT } from '../constants';
import type { DeviceRecord, EventRecord, PlatformState } from '../model';
import { stateEventNames } from '../names';
import type { Random } from '../random';
import { DAY, MINUTE } from './time';

/** The event's name: its type, except for state changes and Bluetooth advertisements. */
function eventName(random: Random, type: EventType): string {
  if (type === 'State') return random.pick(stateEventNames);
  if (type === 'Bluetooth') return 'BluetoothAdvertisement';
  return type;
}

/** One event of `type` for `device` at `timestampMs`, with the nested data its type carries. */
export function makeEvent(
  random: Random,
  state: PlatformState,
  device: DeviceRecord,
  type: EventType,
  timestampMs: number,
): EventRecord {
  const timestamp = new Date(timestampMs).toISOString();
  const section = sectionOfDevice(state, device);
  return {
    tenant: device.tenant,
    deviceId: device.id,
    eventType: type,
    event: eventName(random, type),
    timestamp,
    receivedOnServer: random.chance(0.05)
      ? null
      : new Date(timestampMs + random.int(150, 3000)).toISOString(),
    source: random.chance(0.3) ? 'broadcaster' : null,
    bluetooth:
      type === 'Bluetooth'
        ? { address: macAddress(random), rssi: -random.int(40, 95), timestamp }
        : null,
    transaction:
      type === 'Transaction'
        ? {
            userGroupId: random.chance(0.8) ? random.pick(state.groups).id : null,
            shiftTypeId: random.chance(0.7) ? random.pick(['day', 'evening', 'night']) : null,
            sectionId: section,
            timestamp,
          }
        : null,
    // Battery-powered dispensers report their battery level with their capacitor readings.
    battery:
      type === 'CapacitorVoltage' && device.powerSource !== 'Mains' && device.batteries?.level
        ? { level: device.batteries.level }
        : null,
    counter:
      type === 'Summary'
        ? {
            revision: random.int(1, 4),
            counterNumber: random.int(0, 3),
            counterValue: random.int(0, 5000),
          }
        : null,
  };
}

/** `count` events of `device` over the last week, mostly of the types dispensers send most. */
export function seedEvents(
  state: PlatformState,
  random: Random,
  device: DeviceRecord,
  count: number,
  nowMs: number,
) {
  for (let i = 0; i < count; i++) {
    const type = weightedEventType(random);
    state.events.push(makeEvent(random, state, device, type, nowMs - random.int(5_000, 7 * DAY)));
  }
}

/** Every event type occurs in the demo tenant's history, so every filter has something. */
export function ensureEveryEventType(state: PlatformState, random: Random, nowMs: number) {
  const demoDevices = state.devices.filter((d) => d.tenant === DEMO_TENANT && d.isOn);
  EVENT_TYPES.forEach((type, i) => {
    const device = demoDevices[i % demoDevices.length]!;
    if (!state.events.some((e) => e.tenant === DEMO_TENANT && e.eventType === type)) {
      state.events.push(makeEvent(random, state, device, type, nowMs - random.int(MINUTE, DAY)));
    }
  });
}

function weightedEventType(random: Random): EventType {
  const roll = random.next();
  if (roll < 0.35) return 'Transaction';
  if (roll < 0.5) return 'Bluetooth';
  if (roll < 0.62) return 'State';
  if (roll < 0.72) return 'HandSense';
  if (roll < 0.8) return 'Summary';
  return random.pick(EVENT_TYPES);
}

function sectionOfDevice(state: PlatformState, device: DeviceRecord): string | null {
  switch (device.locationType) {
    case 'RoomModel':
      return state.rooms.find((r) => r.id === device.locationId)?.sectionId ?? null;
    case 'FloorModel':
      return state.floors.find((f) => f.id === device.locationId)?.sectionId ?? null;
    case 'PremiseModel':
      return state.premises.find((p) => p.id === device.locationId)?.sectionId ?? null;
    case 'SectionModel':
      return device.locationId;
    default:
      return null;
  }
}

function macAddress(random: Random): string {
  return Array.from({ length: 6 }, () =>
    random.int(0, 255).toString(16).padStart(2, '0').toUpperCase(),
  ).join(':');
}
