import { describe, expect, it } from 'vitest';

import { LIVE_EVENT_RECENCY_MS } from '../constants';
import { isLive, parseConfigEvent, parseLiveEvent } from './liveEvent';

const timestamp = '2026-11-22T08:00:00.000Z';
const timestampMs = Date.parse(timestamp);

describe('parseLiveEvent', () => {
  it('accepts a device event and normalises it', () => {
    const event = parseLiveEvent({
      deviceId: 42,
      eventType: 'State',
      event: 'DoorOpened',
      timestamp: '2026-11-22T09:00:00+01:00',
      receivedOnServer: '2026-11-22T08:00:01Z',
      source: 'broadcaster',
      somethingNew: true,
    });
    expect(event).toEqual({
      id: `42\u0000${timestampMs}\u0000State\u0000DoorOpened`,
      deviceId: '42',
      eventType: 'State',
      event: 'DoorOpened',
      timestamp,
      timestampMs,
      orderMs: timestampMs,
      receivedOnServer: '2026-11-22T08:00:01Z',
      source: 'broadcaster',
    });
  });

  it('gives deliveries of one event the same identity whatever the timestamp format', () => {
    const a = parseLiveEvent({ deviceId: 'd1', eventType: 'PowerOn', event: 'PowerOn', timestamp });
    const b = parseLiveEvent({
      deviceId: 'd1',
      eventType: 'PowerOn',
      event: 'PowerOn',
      timestamp: timestampMs,
    });
    const other = parseLiveEvent({
      deviceId: 'd1',
      eventType: 'PowerOn',
      event: 'PowerOn',
      timestamp: timestampMs + 1,
    });
    expect(a?.id).toBe(b?.id);
    expect(other?.id).not.toBe(a?.id);
  });

  it('reads a Bluetooth event from ReceiveBluetoothEvent without eventType', () => {
    const event = parseLiveEvent(
      { deviceId: 'd1', address: 'AA:BB:CC:DD:EE:FF', rssi: -61, timestamp },
      'Bluetooth',
    );
    expect(event).toMatchObject({
      eventType: 'Bluetooth',
      event: 'Bluetooth',
      bluetooth: { address: 'AA:BB:CC:DD:EE:FF', rssi: -61 },
    });
  });

  it('reads a Transaction event and keeps its ids as text', () => {
    const event = parseLiveEvent(
      { deviceId: 'd1', userGroupId: 3, shiftTypeId: 'night', sectionId: 'S-9', timestamp },
      'Transaction',
    );
    expect(event).toMatchObject({
      eventType: 'Transaction',
      transaction: { userGroupId: '3', shiftTypeId: 'night', sectionId: 'S-9' },
    });
  });

  it('keeps counter values when all three are present', () => {
    const event = parseLiveEvent({
      deviceId: 'd1',
      eventType: 'HandSense',
      event: 'HandSense',
      timestamp,
      revision: 2,
      counterNumber: 1,
      counterValue: 530,
    });
    expect(event).toMatchObject({ counter: { revision: 2, counterNumber: 1, counterValue: 530 } });
  });

  it("shows an event type it does not know as 'UknownEvent', keeping its name", () => {
    const event = parseLiveEvent({
      deviceId: 'd1',
      eventType: 'Firmware',
      event: 'Updated',
      timestamp,
    });
    expect(event).toMatchObject({ eventType: 'UknownEvent', event: 'Updated' });
  });

  it.each([
    ['null', null],
    ['a string', 'HandSense'],
    ['an array', [{ deviceId: 'd1', eventType: 'State', event: 'x', timestamp }]],
    ['no deviceId', { eventType: 'State', event: 'x', timestamp }],
    ['an empty deviceId', { deviceId: '  ', eventType: 'State', event: 'x', timestamp }],
    ['an object as deviceId', { deviceId: { id: 1 }, eventType: 'State', event: 'x', timestamp }],
    ['no timestamp', { deviceId: 'd1', eventType: 'State', event: 'x' }],
    [
      'an unreadable timestamp',
      { deviceId: 'd1', eventType: 'State', event: 'x', timestamp: 'soon' },
    ],
    [
      'an infinite timestamp',
      { deviceId: 'd1', eventType: 'State', event: 'x', timestamp: Infinity },
    ],
    [
      'a timestamp beyond what a Date holds (1e20)',
      { deviceId: 'd1', eventType: 'State', event: 'x', timestamp: 1e20 },
    ],
    [
      'a timestamp far before 1970 (-1e16)',
      { deviceId: 'd1', eventType: 'State', event: 'x', timestamp: -1e16 },
    ],
    ['no eventType and no hint', { deviceId: 'd1', event: 'x', timestamp }],
    ['a numeric eventType', { deviceId: 'd1', eventType: 7, event: 'x', timestamp }],
    [
      'Bluetooth without rssi',
      { deviceId: 'd1', eventType: 'Bluetooth', address: 'AA', timestamp },
    ],
    [
      'Bluetooth with rssi as text',
      { deviceId: 'd1', eventType: 'Bluetooth', address: 'AA', rssi: '-60', timestamp },
    ],
    [
      'Transaction without sectionId',
      { deviceId: 'd1', eventType: 'Transaction', userGroupId: 1, shiftTypeId: 2, timestamp },
    ],
    [
      'half a counter',
      { deviceId: 'd1', eventType: 'HandSense', event: 'HandSense', timestamp, counterValue: 3 },
    ],
  ])('drops a message with %s', (_label, input) => {
    expect(parseLiveEvent(input)).toBeUndefined();
  });

  it('drops a Bluetooth message whose rssi is missing even with the hint', () => {
    expect(
      parseLiveEvent({ deviceId: 'd1', address: 'AA', timestamp }, 'Bluetooth'),
    ).toBeUndefined();
  });
});

describe("parseLiveEvent with the contract's DeviceEvent (REST page and hub)", () => {
  // Shaped as `DeviceEventSchema` of @hygiene/api-client: type data nested, unused parts null.
  const contractEvent = {
    deviceId: 'd1',
    timestamp,
    receivedOnServer: timestamp,
    source: null,
    bluetooth: null,
    transaction: null,
    counter: null,
  };

  it('reads the nested Bluetooth data', () => {
    const event = parseLiveEvent({
      ...contractEvent,
      eventType: 'Bluetooth',
      event: 'BluetoothAdvertisement',
      bluetooth: { address: 'AA:BB:CC:DD:EE:FF', rssi: -70, timestamp },
    });
    expect(event).toMatchObject({
      eventType: 'Bluetooth',
      event: 'BluetoothAdvertisement',
      bluetooth: { address: 'AA:BB:CC:DD:EE:FF', rssi: -70 },
    });
  });

  it('reads the nested Transaction data and keeps unknown ids as null', () => {
    const event = parseLiveEvent({
      ...contractEvent,
      eventType: 'Transaction',
      event: 'Transaction',
      transaction: { userGroupId: 'g1', shiftTypeId: null, sectionId: 's1', timestamp },
    });
    expect(event).toMatchObject({
      eventType: 'Transaction',
      transaction: { userGroupId: 'g1', shiftTypeId: null, sectionId: 's1' },
    });
  });

  it('reads the nested counter, and an event without one', () => {
    expect(
      parseLiveEvent({
        ...contractEvent,
        eventType: 'HandSense',
        event: 'HandSense',
        counter: { revision: 1, counterNumber: 1, counterValue: 12 },
      }),
    ).toMatchObject({ counter: { revision: 1, counterNumber: 1, counterValue: 12 } });
    const plain = parseLiveEvent({ ...contractEvent, eventType: 'MotorRun', event: 'MotorRun' });
    expect(plain).toMatchObject({ eventType: 'MotorRun', event: 'MotorRun' });
    expect(plain).not.toHaveProperty('counter');
    expect(plain).not.toHaveProperty('source');
  });

  it.each([
    ['a Bluetooth event whose data is null', { eventType: 'Bluetooth', event: 'B' }],
    [
      'a Bluetooth event without rssi',
      { eventType: 'Bluetooth', event: 'B', bluetooth: { address: 'AA', timestamp } },
    ],
    [
      'a Transaction event whose data lacks sectionId',
      {
        eventType: 'Transaction',
        event: 'T',
        transaction: { userGroupId: 'g', shiftTypeId: 's', timestamp },
      },
    ],
    [
      'half a nested counter',
      { eventType: 'Summary', event: 'Summary', counter: { revision: 1, counterValue: 3 } },
    ],
  ])('drops %s', (_label, fields) => {
    expect(parseLiveEvent({ ...contractEvent, ...fields })).toBeUndefined();
  });
});

describe('parseConfigEvent', () => {
  it('accepts a config event naming its device and drops anything else', () => {
    expect(parseConfigEvent({ deviceId: 7, timestamp })).toEqual({ deviceId: '7', timestamp });
    expect(parseConfigEvent({ timestamp })).toBeUndefined();
    expect(parseConfigEvent(undefined)).toBeUndefined();
  });
});

describe('isLive', () => {
  const at = (ms: number) => ({ orderMs: ms });

  it('is live while the event is under 25 s old', () => {
    expect(isLive(at(timestampMs), timestampMs)).toBe(true);
    expect(isLive(at(timestampMs), timestampMs + LIVE_EVENT_RECENCY_MS - 1)).toBe(true);
    expect(isLive(at(timestampMs), timestampMs + LIVE_EVENT_RECENCY_MS)).toBe(false);
    expect(isLive(at(timestampMs), timestampMs + 60_000)).toBe(false);
  });

  it('counts a timestamp slightly ahead of the clock as live', () => {
    expect(isLive(at(timestampMs + 2_000), timestampMs)).toBe(true);
  });

  it('reads a device clock a year ahead as the time the platform received the event', () => {
    const received = new Date(timestampMs).toISOString();
    const ahead = parseLiveEvent({
      deviceId: 'd1',
      eventType: 'State',
      event: 'Empty',
      timestamp: new Date(timestampMs + 365 * 86_400_000).toISOString(),
      receivedOnServer: received,
    });
    expect(ahead?.orderMs).toBe(timestampMs);
    expect(ahead?.timestampMs).toBe(timestampMs + 365 * 86_400_000);
    if (!ahead) return;
    expect(isLive(ahead, timestampMs + 1_000)).toBe(true);
    expect(isLive(ahead, timestampMs + LIVE_EVENT_RECENCY_MS)).toBe(false);
  });
});
