import { describe, expect, it } from 'vitest';

import { createRealtimeClient } from '../client/RealtimeClient';
import { FakeHubConnection } from '../connection/FakeHubConnection';
import { deviceEvent, manualScheduler, recordingLogger, settle } from '../testing/testHelpers';
import { validateMaxEventsInFeed } from './feedSize';
import { createLiveFeed } from './LiveFeedStore';
import { recentEventsRequest, type LoadRecentEventsRequest } from './recentEventsRequest';

/** A REST loader the test answers by hand. */
function manualLoader() {
  const calls: {
    request: LoadRecentEventsRequest;
    resolve: (items: unknown) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const load = (request: LoadRecentEventsRequest) =>
    new Promise<unknown>((resolve, reject) => calls.push({ request, resolve, reject }));
  return { load, calls };
}

async function setup(options: { withLoader?: boolean; tenant?: string | null } = {}) {
  const connection = new FakeHubConnection({ autoResolve: true });
  const scheduler = manualScheduler();
  const { logger, entries } = recordingLogger();
  const loader = manualLoader();
  const client = createRealtimeClient({
    connection,
    logger,
    scheduler: scheduler.schedule,
    ...(options.withLoader === false ? {} : { loadRecentEvents: loader.load }),
  });
  const tenant = options.tenant === undefined ? 'acme' : options.tenant;
  client.setTenant(tenant);
  await client.start();
  const hub = (payload: Record<string, unknown>) => connection.emit('ReceiveDeviceEvent', payload);
  return { connection, client, scheduler, loader, entries, hub };
}

const at = (second: number) => new Date(Date.UTC(2026, 10, 22, 8, 0, second)).toISOString();
const devices = (events: readonly { deviceId: string }[]) => events.map((e) => e.deviceId);

describe('the live feed', () => {
  it('starts from the REST page (page 0, max size, filter), then follows the hub, newest first', async () => {
    const { client, loader, scheduler, hub } = await setup();
    const feed = createLiveFeed(client, {
      maxEventsInFeed: 5,
      eventTypes: ['HandSense', 'Bluetooth'],
    });
    feed.attach();
    expect(feed.getSnapshot()).toMatchObject({ status: 'loading', events: [] });
    expect(loader.calls).toHaveLength(1);
    const { signal: _signal, ...request } = loader.calls[0]!.request;
    expect(request).toEqual({
      tenantIdentifier: 'acme',
      page: 0,
      pageSize: 5,
      eventTypes: ['HandSense', 'Bluetooth'],
      typesIncluded: ['HandSense'],
      bluetoothEventsIncluded: true,
      transactionEventsIncluded: false,
      summaryEventsIcluded: false,
    });

    loader.calls[0]!.resolve([
      deviceEvent({ deviceId: 'rest-2', timestamp: at(2) }),
      deviceEvent({ deviceId: 'rest-1', timestamp: at(1) }),
    ]);
    await settle();
    expect(feed.getSnapshot().status).toBe('fetched');
    expect(devices(feed.getSnapshot().events)).toEqual(['rest-2', 'rest-1']);

    hub(deviceEvent({ deviceId: 'hub-3', timestamp: at(3) }));
    scheduler.frame();
    expect(devices(feed.getSnapshot().events)).toEqual(['hub-3', 'rest-2', 'rest-1']);
  });

  it('keeps at most maxEventsInFeed, dropping the oldest', async () => {
    const { client, scheduler, hub } = await setup({ withLoader: false });
    const feed = createLiveFeed(client, { maxEventsInFeed: 3 });
    feed.attach();
    for (let s = 1; s <= 6; s += 1) hub(deviceEvent({ deviceId: `d${s}`, timestamp: at(s) }));
    // An event older than everything in a full feed does not get in.
    hub(deviceEvent({ deviceId: 'ancient', timestamp: at(0) }));
    // A late event that is newer than the oldest shown slots into place.
    hub(deviceEvent({ deviceId: 'late-5.5', timestamp: '2026-11-22T08:00:05.500Z' }));
    scheduler.frame();
    expect(devices(feed.getSnapshot().events)).toEqual(['d6', 'late-5.5', 'd5']);
  });

  it('uses 10 as the default size', async () => {
    const { client, scheduler, hub } = await setup({ withLoader: false });
    const feed = createLiveFeed(client);
    feed.attach();
    for (let s = 1; s <= 15; s += 1) hub(deviceEvent({ timestamp: at(s) }));
    scheduler.frame();
    expect(feed.getSnapshot().events).toHaveLength(10);
    expect(feed.maxEventsInFeed).toBe(10);
  });

  it('shows nothing and asks nothing with a size of 0', async () => {
    const { client, scheduler, loader, hub } = await setup();
    const feed = createLiveFeed(client, { maxEventsInFeed: 0 });
    feed.attach();
    hub(deviceEvent());
    scheduler.frame();
    expect(feed.getSnapshot()).toMatchObject({ status: 'fetched', events: [] });
    expect(loader.calls).toHaveLength(0);
  });

  it('refuses a size above 1,000, the largest page the API gives', () => {
    expect(validateMaxEventsInFeed(1000)).toBe(1000);
    expect(() => validateMaxEventsInFeed(1001)).toThrow('maxEventsInFeed cannot be more than 1000');
    expect(() => validateMaxEventsInFeed(Infinity)).toThrow(
      'maxEventsInFeed cannot be more than 1000',
    );
  });

  it("refuses a negative size with 'maxEventsInFeed cannot be negative'", async () => {
    const { client } = await setup();
    expect(() => createLiveFeed(client, { maxEventsInFeed: -1 })).toThrow(
      new RangeError('maxEventsInFeed cannot be negative'),
    );
    expect(() => validateMaxEventsInFeed(Number.NaN)).toThrow('maxEventsInFeed cannot be negative');
    expect(() => validateMaxEventsInFeed(2.5)).toThrow('maxEventsInFeed must be a whole number');
  });

  it('shows only the event types configuration allows, by type or by name', async () => {
    const { client, scheduler, connection, hub } = await setup({ withLoader: false });
    const feed = createLiveFeed(client, { eventTypes: ['Bluetooth', 'DoorOpened'] });
    feed.attach();
    hub(
      deviceEvent({
        deviceId: 'hand',
        eventType: 'HandSense',
        event: 'HandSense',
        timestamp: at(1),
      }),
    );
    hub(
      deviceEvent({ deviceId: 'door', eventType: 'State', event: 'DoorOpened', timestamp: at(2) }),
    );
    connection.emit('ReceiveBluetoothEvent', {
      deviceId: 'beacon',
      address: 'AA:BB',
      rssi: -50,
      timestamp: at(3),
    });
    scheduler.frame();
    expect(devices(feed.getSnapshot().events)).toEqual(['beacon', 'door']);
  });

  it('shows an event once when the REST page and the hub both deliver it', async () => {
    const { client, scheduler, loader, hub } = await setup();
    const feed = createLiveFeed(client);
    feed.attach();
    const both = deviceEvent({ deviceId: 'both', timestamp: at(5) });
    // The hub delivers it while the page is on its way...
    hub(both);
    scheduler.frame();
    expect(devices(feed.getSnapshot().events)).toEqual(['both']);
    // ...and the page has it too, with the timestamp written differently.
    loader.calls[0]!.resolve([{ ...both, timestamp: Date.parse(both.timestamp) }]);
    await settle();
    hub(both);
    scheduler.frame();
    expect(devices(feed.getSnapshot().events)).toEqual(['both']);
  });

  it('publishes a burst once per frame', async () => {
    const { client, scheduler, hub } = await setup({ withLoader: false });
    const feed = createLiveFeed(client, { maxEventsInFeed: 50 });
    feed.attach();
    let renders = 0;
    feed.subscribe(() => (renders += 1));
    for (let i = 0; i < 200; i += 1) hub(deviceEvent({ timestamp: 1_700_000_000_000 + i }));
    expect(renders).toBe(0);
    expect(scheduler.pendingFrames).toBe(1);
    scheduler.frame();
    expect(renders).toBe(1);
    expect(feed.getSnapshot().events).toHaveLength(50);
    expect(feed.getSnapshot().events[0]!.timestampMs).toBe(1_700_000_000_199);
  });

  it('works with a synchronous scheduler (every event published at once)', async () => {
    const connection = new FakeHubConnection({ autoResolve: true });
    const client = createRealtimeClient({ connection, scheduler: (run) => (run(), () => {}) });
    client.setTenant('acme');
    await client.start();
    const feed = createLiveFeed(client);
    feed.attach();
    connection.emit('ReceiveDeviceEvent', deviceEvent({ deviceId: 'one', timestamp: at(1) }));
    connection.emit('ReceiveDeviceEvent', deviceEvent({ deviceId: 'two', timestamp: at(2) }));
    connection.emit('ReceiveDeviceEvent', { deviceId: 'broken' });
    connection.emit('ReceiveDeviceEvent', { deviceId: 'broken' });
    expect(devices(feed.getSnapshot().events)).toEqual(['two', 'one']);
    expect(client.getSnapshot().malformedMessages).toBe(2);
  });

  it('drops and counts malformed items of the REST page', async () => {
    const { client, loader } = await setup();
    const feed = createLiveFeed(client);
    feed.attach();
    loader.calls[0]!.resolve([deviceEvent({ deviceId: 'ok' }), { deviceId: 'bad' }, 42, null]);
    await settle();
    expect(feed.getSnapshot()).toMatchObject({ status: 'fetched', malformedCount: 3 });
    expect(devices(feed.getSnapshot().events)).toEqual(['ok']);
  });

  it('reports a failed or non-array page as an error, logs it, and keeps following the hub', async () => {
    const { client, loader, scheduler, entries, hub } = await setup();
    const feed = createLiveFeed(client);
    feed.attach();
    loader.calls[0]!.reject(new Error('500'));
    await settle();
    const snapshot = feed.getSnapshot();
    expect(snapshot.status).toBe('error');
    expect(snapshot.status === 'error' && snapshot.error).toMatchObject({
      status: 'loadFailed',
      message: 'Unable to load the recent events for the live feed',
    });
    expect(entries.map((e) => e.message)).toContain(
      'Unable to load the recent events for the live feed',
    );
    hub(deviceEvent({ deviceId: 'still-live' }));
    scheduler.frame();
    expect(devices(feed.getSnapshot().events)).toEqual(['still-live']);

    const other = createLiveFeed(client);
    other.attach();
    loader.calls[1]!.resolve({ items: [] });
    await settle();
    expect(other.getSnapshot().status).toBe('error');
  });

  it('resets when the tenant changes: empties at once, aborts the old page, loads the new one', async () => {
    const { client, loader, scheduler, hub } = await setup();
    const feed = createLiveFeed(client);
    feed.attach();
    loader.calls[0]!.resolve([deviceEvent({ deviceId: 'acme-rest' })]);
    await settle();
    hub(deviceEvent({ deviceId: 'acme-hub' }));
    scheduler.frame();
    expect(feed.getSnapshot().events).toHaveLength(2);

    client.setTenant('globex');
    expect(feed.getSnapshot()).toMatchObject({ status: 'loading', events: [] });
    expect(loader.calls[1]!.request.tenantIdentifier).toBe('globex');

    client.setTenant('initech');
    expect(loader.calls[1]!.request.signal.aborted).toBe(true);
    // A late answer for globex is ignored.
    loader.calls[1]!.resolve([deviceEvent({ deviceId: 'globex-rest' })]);
    loader.calls[2]!.resolve([deviceEvent({ deviceId: 'initech-rest' })]);
    await settle();
    expect(devices(feed.getSnapshot().events)).toEqual(['initech-rest']);
  });

  it('resets when the group lock goes on and off', async () => {
    const { client, loader } = await setup();
    const feed = createLiveFeed(client);
    feed.attach();
    loader.calls[0]!.resolve([deviceEvent({ deviceId: 'acme' })]);
    await settle();
    client.lockGroup('service');
    expect(feed.getSnapshot().events).toEqual([]);
    expect(loader.calls[1]!.request.tenantIdentifier).toBe('service');
    loader.calls[1]!.resolve([deviceEvent({ deviceId: 'service' })]);
    await settle();
    expect(devices(feed.getSnapshot().events)).toEqual(['service']);
    // Once the service group is joined, the page is asked again (join first, then fetch).
    expect(loader.calls[2]!.request.tenantIdentifier).toBe('service');
    client.unlockGroup();
    expect(feed.getSnapshot().events).toEqual([]);
    expect(loader.calls[2]!.request.signal.aborted).toBe(true);
    expect(loader.calls[3]!.request.tenantIdentifier).toBe('acme');
  });

  it('is a new, empty feed when the filter or the size changes (what useLiveFeed does)', async () => {
    const { client, loader, scheduler, hub } = await setup();
    const first = createLiveFeed(client, { maxEventsInFeed: 10 });
    const detach = first.attach();
    loader.calls[0]!.resolve([deviceEvent({ deviceId: 'kept-by-first' })]);
    await settle();
    detach();
    const second = createLiveFeed(client, { maxEventsInFeed: 3, eventTypes: ['State'] });
    second.attach();
    expect(second.getSnapshot()).toMatchObject({ status: 'loading', events: [] });
    expect(loader.calls[1]!.request).toMatchObject({ pageSize: 3, typesIncluded: ['State'] });
    // The detached feed no longer follows the hub.
    hub(deviceEvent({ deviceId: 'after-detach', eventType: 'State', event: 'State' }));
    scheduler.frame();
    expect(devices(first.getSnapshot().events)).toEqual(['kept-by-first']);
    expect(devices(second.getSnapshot().events)).toEqual(['after-detach']);
  });

  it('has the default status and asks nothing while there is no tenant', async () => {
    const { client, loader } = await setup({ tenant: null });
    const feed = createLiveFeed(client);
    feed.attach();
    expect(feed.getSnapshot()).toMatchObject({ status: 'default', events: [] });
    expect(loader.calls).toHaveLength(0);
  });

  it('fetches the page again after a reconnect and merges what it missed', async () => {
    const { client, loader, connection } = await setup();
    const feed = createLiveFeed(client);
    feed.attach();
    loader.calls[0]!.resolve([deviceEvent({ deviceId: 'before', timestamp: at(1) })]);
    await settle();
    connection.reconnecting();
    connection.reconnected();
    await settle();
    expect(loader.calls).toHaveLength(2);
    loader.calls[1]!.resolve([
      deviceEvent({ deviceId: 'missed', timestamp: at(2) }),
      deviceEvent({ deviceId: 'before', timestamp: at(1) }),
    ]);
    await settle();
    expect(devices(feed.getSnapshot().events)).toEqual(['missed', 'before']);
  });
});

describe('the live feed after each transition: join first, then fetch', () => {
  /** A hub that answers only when told, so the test can play the window before a join. */
  function manualSetup() {
    const connection = new FakeHubConnection();
    const scheduler = manualScheduler();
    const { logger } = recordingLogger();
    const loader = manualLoader();
    const client = createRealtimeClient({
      connection,
      logger,
      scheduler: scheduler.schedule,
      loadRecentEvents: loader.load,
      recovery: { triggers: null },
    });
    const hub = (payload: Record<string, unknown>) =>
      connection.emit('ReceiveDeviceEvent', payload);
    return { connection, client, scheduler, loader, hub };
  }

  it('at start: an event between the first page and the confirmed join is fetched after the join', async () => {
    const { connection, client, scheduler, loader, hub } = manualSetup();
    client.setTenant('acme');
    const feed = createLiveFeed(client, { maxEventsInFeed: 3 });
    feed.attach();
    const started = client.start();
    // The page is asked at once (the feed fills while SignalR loads and negotiates).
    loader.calls[0]!.resolve([deviceEvent({ deviceId: 'old', timestamp: at(1) })]);
    await settle();
    connection.resolveStart();
    await settle();
    // The join is on its way: the server does not send this event to us yet.
    hub(deviceEvent({ deviceId: 'in-the-window', timestamp: at(2) }));
    connection.resolveNext();
    await started;
    // Confirmed: the feed asks again; that page has the event the hub could not deliver.
    expect(loader.calls).toHaveLength(2);
    hub(deviceEvent({ deviceId: 'after-join', timestamp: at(4) }));
    loader.calls[1]!.resolve([
      deviceEvent({ deviceId: 'rest-3', timestamp: at(3) }),
      deviceEvent({ deviceId: 'in-the-window', timestamp: at(2) }),
      deviceEvent({ deviceId: 'old', timestamp: at(1) }),
    ]);
    await settle();
    scheduler.frame();
    expect(devices(feed.getSnapshot().events)).toEqual(['after-join', 'rest-3', 'in-the-window']);
    expect(feed.getSnapshot().status).toBe('fetched');
  });

  it("at a tenant switch: fetched again once the new group is joined, none of the old tenant's", async () => {
    const { connection, client, scheduler, loader, hub } = manualSetup();
    client.setTenant('acme');
    const feed = createLiveFeed(client, { maxEventsInFeed: 5 });
    feed.attach();
    const started = client.start();
    await settle();
    connection.resolveStart();
    await settle();
    connection.resolveNext();
    await started;
    loader.calls.splice(0).forEach((call) => call.resolve([]));
    await settle();

    client.setTenant('globex');
    expect(loader.calls.map((c) => c.request.tenantIdentifier)).toEqual(['globex']);
    loader.calls[0]!.resolve([deviceEvent({ deviceId: 'globex-old', timestamp: at(1) })]);
    await settle();
    hub(deviceEvent({ deviceId: 'acme-late', timestamp: at(5) }));
    connection.resolveNext(); // LeaveTenantGroup(acme)
    await settle();
    hub(deviceEvent({ deviceId: 'globex-in-the-window', timestamp: at(2) }));
    connection.resolveNext(); // JoinTenantGroup(globex)
    await settle();
    expect(loader.calls.map((c) => c.request.tenantIdentifier)).toEqual(['globex', 'globex']);
    loader.calls[1]!.resolve([
      deviceEvent({ deviceId: 'globex-in-the-window', timestamp: at(2) }),
      deviceEvent({ deviceId: 'globex-old', timestamp: at(1) }),
    ]);
    await settle();
    scheduler.frame();
    expect(devices(feed.getSnapshot().events)).toEqual(['globex-in-the-window', 'globex-old']);
  });

  it('a late failure of the first page does not hide the page fetched after the join', async () => {
    const { connection, client, loader } = manualSetup();
    client.setTenant('acme');
    const feed = createLiveFeed(client);
    feed.attach();
    const started = client.start();
    await settle();
    connection.resolveStart();
    await settle();
    connection.resolveNext();
    await started;
    loader.calls[1]!.resolve([deviceEvent({ deviceId: 'fresh' })]);
    await settle();
    loader.calls[0]!.reject(new Error('slow and failed'));
    await settle();
    expect(feed.getSnapshot()).toMatchObject({ status: 'fetched' });
    expect(devices(feed.getSnapshot().events)).toEqual(['fresh']);
  });

  it('orders events of the same millisecond by identity, so it keeps the same N as the platform', async () => {
    const { client, scheduler, hub } = await setup({ withLoader: false });
    const feed = createLiveFeed(client, { maxEventsInFeed: 2 });
    feed.attach();
    hub(deviceEvent({ deviceId: 'b', timestamp: at(1) }));
    hub(deviceEvent({ deviceId: 'a', timestamp: at(1) }));
    hub(deviceEvent({ deviceId: 'c', timestamp: at(1) }));
    scheduler.frame();
    expect(devices(feed.getSnapshot().events)).toEqual(['c', 'b']);
  });

  it('does not pin an event from a device clock running ahead at the top', async () => {
    const { client, scheduler, hub } = await setup({ withLoader: false });
    const feed = createLiveFeed(client, { maxEventsInFeed: 3 });
    feed.attach();
    // Dated a year ahead, received at second 1: newer events push it down like any other.
    hub(
      deviceEvent({
        deviceId: 'ahead',
        timestamp: '2027-11-22T08:00:00.000Z',
        receivedOnServer: at(1),
      }),
    );
    hub(deviceEvent({ deviceId: 'two', timestamp: at(2), receivedOnServer: at(2) }));
    hub(deviceEvent({ deviceId: 'three', timestamp: at(3), receivedOnServer: at(3) }));
    scheduler.frame();
    expect(devices(feed.getSnapshot().events)).toEqual(['three', 'two', 'ahead']);
  });
});

describe('recentEventsRequest', () => {
  it('asks for every type when there is no filter', () => {
    const { signal: _signal, ...request } = recentEventsRequest(
      't',
      10,
      undefined,
      new AbortController().signal,
    );
    expect(request).toEqual({
      tenantIdentifier: 't',
      page: 0,
      pageSize: 10,
      eventTypes: undefined,
      typesIncluded: undefined,
      bluetoothEventsIncluded: true,
      transactionEventsIncluded: true,
      summaryEventsIcluded: true,
    });
  });
});
