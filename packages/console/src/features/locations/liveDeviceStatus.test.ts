import type { AttentionItem, AttentionReason } from '@hygiene/api-client';
import type { LiveEvent, LiveFeedSnapshot } from '@hygiene/realtime';
import { describe, expect, it, vi } from 'vitest';

import {
  applyLiveEvent,
  combinedHealth,
  healthOf,
  LiveHealthBoard,
  statusOf,
  statusWithAttention,
  type FeedLike,
} from './liveDeviceStatus';

let clock = 0;
const event = (deviceId: string, eventType: string, name = eventType): LiveEvent => {
  clock += 1000;
  return {
    id: `${deviceId}-${clock}-${eventType}-${name}`,
    deviceId,
    eventType,
    event: name,
    timestamp: new Date(clock).toISOString(),
    timestampMs: clock,
  } as LiveEvent;
};

describe('device health', () => {
  it("reads the record: on/off and a battery at or under the tenant's low percent", () => {
    expect(healthOf({ status: { isOn: true }, batteries: { level: 20 } }, 20)).toEqual({
      online: true,
      lowBattery: true,
      lowFluid: false,
      empty: false,
    });
    expect(healthOf({ status: null, batteries: { level: 21 } }, 20)).toEqual({
      online: undefined,
      lowBattery: false,
      lowFluid: false,
      empty: false,
    });
    // A tenant that calls 30 % low sees 25 % as low; one that calls 10 % low does not.
    expect(healthOf({ status: null, batteries: { level: 25 } }, 30).lowBattery).toBe(true);
    expect(healthOf({ status: null, batteries: { level: 15 } }, 10).lowBattery).toBe(false);
  });

  it('takes live events over the record, worst status first', () => {
    const device = { status: { isOn: false }, batteries: { level: 10 } };
    expect(statusOf(combinedHealth(device, undefined, 20))).toBe('offline');
    let facts = applyLiveEvent(
      { seen: false, lowFluid: false, empty: false, batteryChanged: false },
      event('d', 'HandSense'),
    );
    expect(statusOf(combinedHealth(device, facts, 20))).toBe('lowBattery');
    facts = applyLiveEvent(facts, event('d', 'State', 'LowLevel'));
    expect(statusOf(combinedHealth(device, facts, 20))).toBe('lowFluid');
    // Empty is the worklist's word of its own, and worse than offline.
    facts = applyLiveEvent(facts, event('d', 'State', 'Empty'));
    expect(statusOf(combinedHealth(device, facts, 20))).toBe('empty');
    expect(
      statusOf(
        combinedHealth({ ...device, status: { isOn: false } }, { ...facts, seen: false }, 20),
      ),
    ).toBe('empty');
    facts = applyLiveEvent(facts, event('d', 'State', 'Refilled'));
    facts = applyLiveEvent(facts, event('d', 'BatteryChanged'));
    expect(statusOf(combinedHealth(device, facts, 20))).toBe('online');
    expect(statusOf(healthOf({ status: null, batteries: null }, 20))).toBe('unknown');
  });

  it('answers the same facts when an event changes nothing', () => {
    const facts = { seen: true, lowFluid: false, empty: false, batteryChanged: false };
    expect(applyLiveEvent(facts, event('d', 'HandSense'))).toBe(facts);
  });
});

describe('the status of a device with what the worklist says', () => {
  const item = (...reasons: AttentionReason[]) =>
    ({ findings: reasons.map((reason) => ({ reason })) }) as unknown as AttentionItem;

  it('takes the worklist’s words: empty, battery critical, motor stuck have marks of their own', () => {
    expect(statusWithAttention('online', item('empty'))).toBe('empty');
    expect(statusWithAttention('online', item('criticalBattery'))).toBe('criticalBattery');
    expect(statusWithAttention('online', item('motorStuck'))).toBe('stuck');
    expect(statusWithAttention('online', undefined)).toBe('online');
  });

  it('keeps the worse of the live status and the worklist’s', () => {
    expect(statusWithAttention('offline', item('lowBattery'))).toBe('offline');
    expect(statusWithAttention('lowFluid', item('motorStuck', 'lowBattery'))).toBe('stuck');
    expect(statusWithAttention('empty', item('offline'))).toBe('empty');
  });
});

describe('LiveHealthBoard', () => {
  it('publishes at most once per period when throttled, with every event folded in', () => {
    vi.useFakeTimers();
    try {
      const { feed, push } = fakeFeed();
      const board = new LiveHealthBoard(feed, 250);
      const changed = vi.fn();
      board.subscribe(changed);
      board.attach();
      push(event('a', 'State', 'LowLevel'));
      push(event('b', 'HandSense'));
      expect(changed).not.toHaveBeenCalled();
      expect(board.getSnapshot().size).toBe(0);
      vi.advanceTimersByTime(250);
      expect(changed).toHaveBeenCalledTimes(1);
      expect([...board.getSnapshot().keys()].sort()).toEqual(['a', 'b']);
      expect(board.getSnapshot().get('a')?.lowFluid).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  function fakeFeed() {
    let snapshot = {
      status: 'fetched',
      events: [],
      malformedCount: 0,
    } as unknown as LiveFeedSnapshot;
    const listeners = new Set<() => void>();
    const feed: FeedLike = {
      subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
      getSnapshot: () => snapshot,
      attach: () => () => undefined,
    };
    const push = (...newest: LiveEvent[]) => {
      // The feed holds its newest three events, newest first.
      snapshot = { ...snapshot, events: [...newest.reverse(), ...snapshot.events].slice(0, 3) };
      listeners.forEach((l) => l());
    };
    return { feed, push };
  }

  it('remembers what events said after they leave the feed, and applies each once', () => {
    const { feed, push } = fakeFeed();
    const board = new LiveHealthBoard(feed);
    const changed = vi.fn();
    board.subscribe(changed);
    board.attach();
    push(event('a', 'State', 'LowLevel'));
    expect(board.getSnapshot().get('a')).toEqual({
      seen: true,
      lowFluid: true,
      empty: false,
      batteryChanged: false,
    });
    const before = board.getSnapshot();
    push(event('b', 'HandSense'), event('c', 'HandSense'), event('d', 'HandSense'));
    expect(board.getSnapshot().get('a')?.lowFluid).toBe(true);
    expect([...board.getSnapshot().keys()].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(board.getSnapshot()).not.toBe(before);
    const calls = changed.mock.calls.length;
    // A repeat delivery of the same events changes nothing and notifies nobody.
    push();
    expect(changed.mock.calls.length).toBe(calls);
  });
});
