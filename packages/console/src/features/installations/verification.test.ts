import type { LiveEvent } from '@hygiene/realtime';
import { describe, expect, it } from 'vitest';

import { eventKey, verifyingEventOf } from './verification';

const DEVICE = 'device-1';
const SINCE = '2026-11-29T10:00:00.000Z';

function event(eventType: LiveEvent['eventType'], at: string, deviceId = DEVICE): LiveEvent {
  const ms = Date.parse(at);
  const base = { id: `${deviceId}|${ms}|${eventType}`, deviceId, event: eventType, timestamp: at };
  if (eventType === 'Bluetooth') {
    return {
      ...base,
      eventType,
      timestampMs: ms,
      orderMs: ms,
      bluetooth: { address: 'a', rssi: -67 },
    };
  }
  if (eventType === 'Transaction') {
    return {
      ...base,
      eventType,
      timestampMs: ms,
      orderMs: ms,
      transaction: { userGroupId: null, shiftTypeId: null, sectionId: null },
    };
  }
  return { ...base, eventType, timestampMs: ms, orderMs: ms };
}

describe('verifyingEventOf: the pressed dispenser’s first event', () => {
  it('is null while nothing of the device that shows it works arrived', () => {
    const events = [
      event('HandSense', '2026-11-29T10:00:05.000Z', 'other'),
      event('Bluetooth', '2026-11-29T10:00:04.000Z'),
      event('CapacitorVoltage', '2026-11-29T10:00:03.000Z'),
    ];
    expect(verifyingEventOf(events, DEVICE, SINCE, new Set(), null)).toBeNull();
  });

  it('takes the first new HandSense, Transaction or State event, with signal and battery', () => {
    const events = [
      event('Transaction', '2026-11-29T10:00:09.000Z'),
      event('Bluetooth', '2026-11-29T10:00:07.000Z'),
      event('State', '2026-11-29T10:00:06.000Z'),
    ];
    expect(verifyingEventOf(events, DEVICE, SINCE, new Set(), 80)).toEqual({
      eventType: 'State',
      timestamp: '2026-11-29T10:00:06.000Z',
      rssi: -67,
      batteryLevel: 80,
    });
  });

  it('says no signal when the device sent no Bluetooth report', () => {
    const found = verifyingEventOf(
      [event('HandSense', '2026-11-29T10:00:05.000Z')],
      DEVICE,
      SINCE,
      new Set(),
      null,
    );
    expect(found).toMatchObject({ eventType: 'HandSense', rssi: null, batteryLevel: null });
  });

  it('never counts an event the feed held when the step opened', () => {
    const old = event('HandSense', '2026-11-29T10:00:05.000Z');
    expect(verifyingEventOf([old], DEVICE, SINCE, new Set([eventKey(old)]), null)).toBeNull();
  });

  it('never counts an event from long before the step (a resumed wizard’s feed)', () => {
    const stale = event('HandSense', '2026-11-29T09:50:00.000Z');
    expect(verifyingEventOf([stale], DEVICE, SINCE, new Set(), null)).toBeNull();
  });

  it('allows a device clock a little behind the phone', () => {
    const behind = event('HandSense', '2026-11-29T09:59:30.000Z');
    expect(verifyingEventOf([behind], DEVICE, SINCE, new Set(), null)?.timestamp).toBe(
      '2026-11-29T09:59:30.000Z',
    );
  });
});
