/**
 * `@hygiene/realtime` for real: `createRealtimeClient` over `createHubConnection` (the real
 * `@microsoft/signalr`, as the console builds it) against the sandbox hub, the feed starting
 * from GET /device-events through `@hygiene/api-client`.
 */
import { createApiClient } from '@hygiene/api-client';
import {
  createHubConnection,
  createLiveFeed,
  createRealtimeClient,
  loadRecentEventsFrom,
} from '@hygiene/realtime';
import type { LiveFeedStore, RealtimeClient, RealtimeLogger } from '@hygiene/realtime';
import { LogLevel } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { SimulatedEvent } from '../events.ts';
import { signIn, startTestSandbox } from '../test-helpers.ts';
import type { TestSandbox } from '../test-helpers.ts';

let sandbox: TestSandbox;
let staffToken: string;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  staffToken = (await signIn(sandbox.url, 'staff')).tokens.access_token;
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => sandbox.dispose());

const logged: unknown[][] = [];
const logger: RealtimeLogger = {
  warn: (...args: unknown[]) => logged.push(args),
  error: (...args: unknown[]) => logged.push(args),
};

async function until(condition: () => boolean, what: string, ms = 8000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not in time: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The console's wiring, in Node: hub connection, client, the REST page through the API client. */
function startClient(
  token: string,
  tenant: string,
): { client: RealtimeClient; feed: LiveFeedStore } {
  const api = createApiClient({
    baseUrl: `${sandbox.url}/api`,
    getAccessToken: () => token,
    getTenantIdentifier: () => tenant,
  });
  const client = createRealtimeClient({
    connection: createHubConnection({
      hubUrl: `${sandbox.url}/hubs/events`,
      accessTokenFactory: () => token,
      logLevel: LogLevel.None,
    }),
    loadRecentEvents: loadRecentEventsFrom(() => api),
    logger,
    // No animation frames in Node: publish at once.
    scheduler: (run) => {
      run();
      return () => {};
    },
  });
  client.setTenant(tenant);
  const feed = createLiveFeed(client, { maxEventsInFeed: 200 });
  const detach = feed.attach();
  cleanups.push(() => client.stop());
  cleanups.push(detach);
  return { client, feed };
}

/** Emits `count` device events for the tenant (config events are drawn too, and skipped). */
function emitDeviceEvents(tenant: string, count: number) {
  const emitted: Extract<SimulatedEvent, { status: 'device' }>[] = [];
  while (emitted.length < count) {
    const event = sandbox.simulator.emitOne(tenant);
    if (!event) throw new Error(`no online device at ${tenant}`);
    if (event.status === 'device') emitted.push(event);
  }
  return emitted;
}

const key = (e: { deviceId: string; timestamp: string }) =>
  `${e.deviceId}@${Date.parse(e.timestamp)}`;

describe('@hygiene/realtime against the sandbox hub', () => {
  it("joins the tenant's group and its feed gets that tenant's live events, validated, none of another", async () => {
    const { client, feed } = startClient(staffToken, 'demo');
    await client.start();
    await until(() => client.getSnapshot().group.joinedGroup === 'demo', 'joined demo');
    await until(() => feed.getSnapshot().status === 'fetched', 'first page loaded');
    const fromPage = feed.getSnapshot().events.length;
    expect(fromPage).toBeGreaterThan(0);

    const others = emitDeviceEvents('bergen-kommune', 30);
    const mine = emitDeviceEvents('demo', 30);
    await until(() => {
      const shown = new Set(feed.getSnapshot().events.map(key));
      return mine.every((e) => shown.has(key(e.event)));
    }, 'the demo events in the feed');
    await new Promise((resolve) => setTimeout(resolve, 150));

    const snapshot = feed.getSnapshot();
    const demoDevices = new Set(sandbox.platform.onlineDevices('demo').map((d) => d.id));
    const otherKeys = new Set(others.map((e) => key(e.event)));
    expect(snapshot.events.every((e) => !otherKeys.has(key(e)))).toBe(true);
    expect(snapshot.events.slice(0, 30).every((e) => demoDevices.has(e.deviceId))).toBe(true);
    expect(snapshot.malformedCount).toBe(0);
    expect(client.getSnapshot().malformedMessages).toBe(0);
    // Bluetooth and Transaction data arrive nested, as the contract has it, and are read.
    const types = new Set(snapshot.events.map((e) => e.eventType));
    expect(types.size).toBeGreaterThan(2);
    expect(logged).toEqual([]);
  });

  it('reconnects after the server drops the socket, re-joins and receives again', async () => {
    const { client, feed } = startClient(staffToken, 'demo');
    await client.start();
    await until(() => client.getSnapshot().group.joinedGroup === 'demo', 'joined demo');
    await until(() => feed.getSnapshot().status === 'fetched', 'first page loaded');
    const [before] = emitDeviceEvents('demo', 1);
    await until(
      () => feed.getSnapshot().events.some((e) => key(e) === key(before!.event)),
      'an event before the drop',
    );

    const statuses: string[] = [];
    const unsubscribe = client.subscribe(() =>
      statuses.push(client.getSnapshot().connection.status),
    );
    cleanups.push(unsubscribe);
    sandbox.hub.dropAll();
    await until(() => statuses.includes('loading'), 'reconnecting');
    await until(
      () =>
        client.getSnapshot().connection.status === 'fetched' &&
        client.getSnapshot().group.joinedGroup === 'demo' &&
        sandbox.hub.stats().groups.demo === 1,
      're-joined demo',
    );

    const after = emitDeviceEvents('demo', 5);
    await until(() => {
      const shown = new Set(feed.getSnapshot().events.map(key));
      return after.every((e) => shown.has(key(e.event)));
    }, 'events after the reconnect');
    expect(feed.getSnapshot().malformedCount).toBe(0);
  });
});
