import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeHubConnection } from '../connection/FakeHubConnection';
import { createLiveFeed } from '../feed/LiveFeedStore';
import { deviceEvent, manualScheduler, recordingLogger } from '../testing/testHelpers';
import { createRealtimeClient, type RecoveryTriggers } from './RealtimeClient';

// Recovery after SignalR's own reconnect delays (0, 2, 10, 30 s) ran out, or after a failed
// first start: the client keeps trying on a capped back-off, at once on `online`, on the tab
// becoming visible and on `retry()`. Timers are fake: nothing here waits for real.

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets pending promise callbacks (and zero-delay timers) run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

/** Triggers the test fires by hand, as the browser would. */
function manualTriggers() {
  const online = new Set<() => void>();
  const visible = new Set<() => void>();
  const triggers: RecoveryTriggers = {
    onOnline(listener) {
      online.add(listener);
      return () => online.delete(listener);
    },
    onVisible(listener) {
      visible.add(listener);
      return () => visible.delete(listener);
    },
  };
  return {
    triggers,
    online: () => online.forEach((listener) => listener()),
    visible: () => visible.forEach((listener) => listener()),
    get listeners() {
      return online.size + visible.size;
    },
  };
}

function setup(delayMs?: (attempt: number) => number) {
  const connection = new FakeHubConnection();
  const scheduler = manualScheduler();
  const { logger } = recordingLogger();
  const browser = manualTriggers();
  const loads: string[] = [];
  const client = createRealtimeClient({
    connection,
    logger,
    scheduler: scheduler.schedule,
    loadRecentEvents: (request) => {
      loads.push(request.tenantIdentifier);
      return Promise.resolve([]);
    },
    recovery: { triggers: browser.triggers, ...(delayMs ? { delayMs } : {}) },
  });
  client.setTenant('acme');
  return { connection, client, browser, loads, scheduler };
}

/** Starts and joins 'acme' on the fake, then loses the connection for good. */
async function connectThenLoseForGood(s: ReturnType<typeof setup>) {
  const started = s.client.start();
  await flush();
  s.connection.resolveStart();
  await flush();
  s.connection.resolveNext();
  await started;
  s.connection.reconnecting();
  s.connection.close(new Error('reconnect delays exhausted'));
}

describe('recovery after the reconnect delays ran out', () => {
  it('shows when it tries next, tries then, and is back with the group joined and the feed re-fetched', async () => {
    const s = setup(() => 45_000);
    const feed = createLiveFeed(s.client);
    feed.attach();
    await connectThenLoseForGood(s);
    expect(s.client.getSnapshot().connection).toEqual({
      status: 'error',
      error: new Error('reconnect delays exhausted'),
      nextRetryAt: NOW + 45_000,
    });

    await vi.advanceTimersByTimeAsync(44_999);
    expect(s.client.getSnapshot().connection.status).toBe('error');
    await vi.advanceTimersByTimeAsync(1);
    expect(s.client.getSnapshot().connection).toEqual({ status: 'loading', phase: 'connecting' });
    const loadsBefore = s.loads.length;
    s.connection.resolveStart();
    await flush();
    s.connection.resolveNext();
    await flush();
    expect(s.client.getSnapshot().connection).toEqual({ status: 'fetched' });
    expect(s.client.getSnapshot().group.joinedGroup).toBe('acme');
    // Joined again, then the feed asked for the page it missed during the outage.
    expect(s.loads.length).toBe(loadsBefore + 1);
    s.connection.emit('ReceiveDeviceEvent', deviceEvent({ deviceId: 'after-outage' }));
    s.scheduler.frame();
    expect(feed.getSnapshot().events.map((e) => e.deviceId)).toEqual(['after-outage']);
  });

  it('keeps trying after a failed first start, asking the back-off for each attempt', async () => {
    const delays: number[] = [];
    const s = setup((attempt) => {
      delays.push(attempt);
      return 1000 * attempt;
    });
    const started = s.client.start();
    await flush();
    s.connection.rejectStart(new Error('negotiate failed'));
    await started;
    expect(s.client.getSnapshot().connection).toMatchObject({
      status: 'error',
      nextRetryAt: NOW + 1000,
    });
    await vi.advanceTimersByTimeAsync(1000);
    s.connection.rejectStart(new Error('negotiate failed again'));
    await flush();
    expect(s.client.getSnapshot().connection).toMatchObject({
      status: 'error',
      nextRetryAt: NOW + 1000 + 2000,
    });
    await vi.advanceTimersByTimeAsync(2000);
    s.connection.resolveStart();
    await flush();
    expect(s.client.getSnapshot().connection).toEqual({ status: 'fetched' });
    expect(delays).toEqual([1, 2]);
  });

  it('waits 30 to 60 s by default, at random', async () => {
    for (const [random, wait] of [
      [0, 30_000],
      [0.5, 45_000],
      [0.999_999, 59_999.94],
    ] as const) {
      vi.spyOn(Math, 'random').mockReturnValue(random);
      const s = setup();
      const started = s.client.start();
      await flush();
      s.connection.rejectStart();
      await started;
      const state = s.client.getSnapshot().connection;
      expect(state.status === 'error' && state.nextRetryAt! - Date.now()).toBeCloseTo(wait, 1);
      await s.client.stop();
    }
  });

  it.each([
    ['the browser comes back online', 'online'],
    ['the tab becomes visible', 'visible'],
  ] as const)('tries at once when %s', async (_label, trigger) => {
    const s = setup(() => 60_000);
    await connectThenLoseForGood(s);
    s.browser[trigger]();
    await flush();
    expect(s.client.getSnapshot().connection).toEqual({ status: 'loading', phase: 'connecting' });
    s.connection.resolveStart();
    await flush();
    expect(s.client.getSnapshot().connection).toEqual({ status: 'fetched' });
    // The planned try was cancelled: no second start at the minute.
    const start = vi.spyOn(s.connection, 'start');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(start).not.toHaveBeenCalled();
  });

  it("tries at once on retry() (the indicator's 'Retry'), and only when the connection is down", async () => {
    const s = setup(() => 60_000);
    const start = vi.spyOn(s.connection, 'start');
    const started = s.client.start();
    await flush();
    s.connection.resolveStart();
    await flush();
    s.connection.resolveNext();
    await started;
    await s.client.retry();
    s.browser.online();
    s.browser.visible();
    await flush();
    expect(start).toHaveBeenCalledTimes(1);

    s.connection.close(new Error('gone'));
    void s.client.retry();
    await flush();
    expect(start).toHaveBeenCalledTimes(2);
    expect(s.client.getSnapshot().connection.status).toBe('loading');
  });

  it('tries once when several triggers fire together', async () => {
    const s = setup(() => 60_000);
    await connectThenLoseForGood(s);
    const start = vi.spyOn(s.connection, 'start');
    s.browser.online();
    s.browser.visible();
    void s.client.retry();
    await flush();
    s.connection.resolveStart();
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
    expect(s.client.getSnapshot().connection).toEqual({ status: 'fetched' });
  });

  it('plans nothing and listens to nothing once stopped', async () => {
    const s = setup(() => 1000);
    await connectThenLoseForGood(s);
    expect(s.browser.listeners).toBe(2);
    await s.client.stop();
    expect(s.browser.listeners).toBe(0);
    expect(s.client.getSnapshot().connection).toEqual({ status: 'default' });
    const start = vi.spyOn(s.connection, 'start');
    await vi.advanceTimersByTimeAsync(5000);
    expect(start).not.toHaveBeenCalled();
  });
});
