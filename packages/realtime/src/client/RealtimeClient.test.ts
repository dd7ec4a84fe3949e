import { describe, expect, it } from 'vitest';

import { FakeHubConnection } from '../connection/FakeHubConnection';
import { createLiveFeed } from '../feed/LiveFeedStore';
import { deviceEvent, manualScheduler, recordingLogger, settle } from '../testing/testHelpers';
import { createRealtimeClient } from './RealtimeClient';

function setup(options: { autoResolve?: boolean } = {}) {
  const connection = new FakeHubConnection(options);
  const scheduler = manualScheduler();
  const { logger, entries } = recordingLogger();
  const client = createRealtimeClient({ connection, logger, scheduler: scheduler.schedule });
  const states: string[] = [];
  client.subscribe(() => {
    const { connection: state } = client.getSnapshot();
    const label = state.status === 'loading' ? `loading:${state.phase}` : state.status;
    if (states[states.length - 1] !== label) states.push(label);
  });
  return { connection, scheduler, client, entries, states };
}

const invocations = (connection: FakeHubConnection) =>
  connection.invocations.map(({ methodName, args }) => `${methodName}(${args.join(',')})`);

describe('connection state', () => {
  it('goes default, loading, fetched on a successful start', async () => {
    const { connection, client, states } = setup();
    expect(client.getSnapshot().connection).toEqual({ status: 'default' });
    const started = client.start();
    await settle();
    expect(client.getSnapshot().connection).toEqual({ status: 'loading', phase: 'connecting' });
    connection.resolveStart();
    await started;
    expect(client.getSnapshot().connection).toEqual({ status: 'fetched' });
    expect(states).toEqual(['loading:connecting', 'fetched']);
  });

  it('goes to error when the start fails, logs it, and can try again', async () => {
    const { connection, client, entries } = setup();
    const started = client.start();
    await settle();
    connection.rejectStart(new Error('negotiate failed'));
    await started;
    const state = client.getSnapshot().connection;
    expect(state.status).toBe('error');
    expect(state.status === 'error' && state.error?.message).toBe('negotiate failed');
    expect(entries.map((e) => e.message)).toEqual(['Unable to start the real-time connection']);

    const retried = client.start();
    await settle();
    connection.resolveStart();
    await retried;
    expect(client.getSnapshot().connection.status).toBe('fetched');
  });

  it('shows loading while reconnecting, fetched when back, error when reconnecting gives up', async () => {
    const { connection, client, states } = setup({ autoResolve: true });
    await client.start();
    connection.reconnecting();
    expect(client.getSnapshot().connection).toEqual({ status: 'loading', phase: 'reconnecting' });
    connection.reconnected();
    expect(client.getSnapshot().connection).toEqual({ status: 'fetched' });
    connection.reconnecting();
    const reason = new Error('reconnect delays exhausted');
    connection.close(reason);
    expect(client.getSnapshot().connection).toEqual({
      status: 'error',
      error: reason,
      nextRetryAt: expect.any(Number),
    });
    expect(states).toEqual([
      'loading:connecting',
      'fetched',
      'loading:reconnecting',
      'fetched',
      'loading:reconnecting',
      'error',
    ]);
  });

  it('goes back to default on stop, and survives start, stop, start (React Strict Mode)', async () => {
    const { connection, client } = setup();
    void client.start();
    void client.stop();
    const restarted = client.start();
    await settle();
    expect(client.getSnapshot().connection).toEqual({ status: 'loading', phase: 'connecting' });
    connection.resolveStart();
    await restarted;
    expect(client.getSnapshot().connection).toEqual({ status: 'fetched' });
    await client.stop();
    expect(client.getSnapshot().connection).toEqual({ status: 'default' });
    expect(connection.state).toBe('Disconnected');
  });
});

describe('tenant groups', () => {
  it('joins the current tenant once connected', async () => {
    const { connection, client } = setup();
    client.setTenant('acme');
    const started = client.start();
    await settle();
    expect(connection.invocations).toEqual([]);
    connection.resolveStart();
    await settle();
    expect(invocations(connection)).toEqual(['JoinTenantGroup(acme)']);
    expect(client.getSnapshot().group.joinedGroup).toBeNull();
    connection.resolveNext();
    await started;
    expect(client.getSnapshot().group).toEqual({
      tenantIdentifier: 'acme',
      lockedTenantIdentifier: null,
      activeTenantIdentifier: 'acme',
      joinedGroup: 'acme',
    });
  });

  it('leaves the old group and joins the new one when the tenant changes', async () => {
    const { connection, client } = setup({ autoResolve: true });
    client.setTenant('acme');
    await client.start();
    client.setTenant('globex');
    await settle();
    expect(invocations(connection)).toEqual([
      'JoinTenantGroup(acme)',
      'LeaveTenantGroup(acme)',
      'JoinTenantGroup(globex)',
    ]);
    expect(client.getSnapshot().group.joinedGroup).toBe('globex');
  });

  it('re-joins the group after a reconnect, because the server forgot it', async () => {
    const { connection, client } = setup({ autoResolve: true });
    client.setTenant('acme');
    await client.start();
    connection.reconnecting();
    expect(client.getSnapshot().group.joinedGroup).toBeNull();
    connection.reconnected();
    await settle();
    expect(invocations(connection)).toEqual(['JoinTenantGroup(acme)', 'JoinTenantGroup(acme)']);
    expect(client.getSnapshot().group.joinedGroup).toBe('acme');
  });

  /** Connected for acme, its join to the group still unanswered. */
  async function joining() {
    const fixture = setup();
    fixture.client.setTenant('acme');
    const started = fixture.client.start();
    await settle();
    fixture.connection.resolveStart();
    await settle();
    return { ...fixture, started };
  }

  it('only logs a failed join, and joins on the next tenant change', async () => {
    const { connection, client, entries, started } = await joining();
    connection.rejectNext(new Error('hub error'));
    await started;
    expect(client.getSnapshot().connection.status).toBe('fetched');
    expect(client.getSnapshot().group.joinedGroup).toBeNull();
    expect(entries).toEqual([
      {
        level: 'error',
        message: 'Unable to join the real-time group of tenant acme',
        details: [new Error('hub error')],
      },
    ]);

    client.setTenant('globex');
    await settle();
    expect(invocations(connection)).toEqual(['JoinTenantGroup(acme)', 'JoinTenantGroup(globex)']);
    connection.resolveNext();
    await settle();
    expect(client.getSnapshot().group.joinedGroup).toBe('globex');
  });

  it('logs nothing when a join fails because the client was stopped meanwhile (signing out)', async () => {
    const { connection, client, entries, started } = await joining();
    const stopped = client.stop();
    connection.rejectNext(
      new Error('Invocation canceled due to the underlying connection being closed.'),
    );
    await started;
    await stopped;
    await settle();
    expect(entries).toEqual([]);
    expect(client.getSnapshot().connection.status).toBe('default');
  });

  it('restarts the connection when a leave fails, and joins the new group on the new connection', async () => {
    // A failed leave used to be only logged and the new group joined on the same connection:
    // the server could go on sending the old tenant's events into the new tenant's feed.
    const { connection, client, entries, states } = setup();
    client.setTenant('acme');
    const started = client.start();
    await settle();
    connection.resolveStart();
    await settle();
    connection.resolveNext();
    await started;
    client.setTenant('globex');
    await settle();
    connection.rejectNext();
    await settle();
    expect(entries.map((e) => e.message)).toEqual([
      'Unable to leave the real-time group of tenant acme',
      'Restarting the real-time connection: the group of tenant acme could not be left',
    ]);
    // No join on the old connection: it was stopped, and a new one is starting.
    expect(invocations(connection)).toEqual(['JoinTenantGroup(acme)', 'LeaveTenantGroup(acme)']);
    expect(client.getSnapshot().connection).toEqual({ status: 'loading', phase: 'reconnecting' });
    connection.emit('ReceiveDeviceEvent', deviceEvent({ deviceId: 'late-acme' }));
    connection.resolveStart();
    await settle();
    expect(invocations(connection).at(-1)).toBe('JoinTenantGroup(globex)');
    connection.resolveNext();
    await settle();
    expect(client.getSnapshot().group.joinedGroup).toBe('globex');
    expect(client.getSnapshot().connection).toEqual({ status: 'fetched' });
    // The planned stop was not an outage: no error state on the way.
    expect(states).toEqual([
      'default',
      'loading:connecting',
      'fetched',
      'loading:reconnecting',
      'fetched',
    ]);
  });

  it('forces the group lock on and undoes it back to the current tenant', async () => {
    const { connection, client } = setup({ autoResolve: true });
    client.setTenant('acme');
    await client.start();
    client.lockGroup('service');
    await settle();
    expect(client.getSnapshot().group).toMatchObject({
      tenantIdentifier: 'acme',
      lockedTenantIdentifier: 'service',
      activeTenantIdentifier: 'service',
      joinedGroup: 'service',
    });
    // While locked, a tenant change does not move the group.
    client.setTenant('globex');
    await settle();
    expect(client.getSnapshot().group.joinedGroup).toBe('service');
    client.unlockGroup();
    await settle();
    expect(client.getSnapshot().group).toMatchObject({
      lockedTenantIdentifier: null,
      activeTenantIdentifier: 'globex',
      joinedGroup: 'globex',
    });
    expect(invocations(connection)).toEqual([
      'JoinTenantGroup(acme)',
      'LeaveTenantGroup(acme)',
      'JoinTenantGroup(service)',
      'LeaveTenantGroup(service)',
      'JoinTenantGroup(globex)',
    ]);
  });

  it('does nothing when the tenant or lock does not really change', async () => {
    const { connection, client } = setup({ autoResolve: true });
    client.setTenant('acme');
    await client.start();
    client.setTenant('acme');
    client.lockGroup('acme');
    await settle();
    expect(invocations(connection)).toEqual(['JoinTenantGroup(acme)']);
    client.unlockGroup();
    await settle();
    expect(invocations(connection)).toEqual(['JoinTenantGroup(acme)']);
  });
});

describe('hub messages', () => {
  it('passes events to feeds only while the wanted group is joined', async () => {
    const { connection, client, scheduler } = setup();
    const feed = createLiveFeed(client, { maxEventsInFeed: 10 });
    feed.attach();
    client.setTenant('acme');
    const started = client.start();
    await settle();
    connection.resolveStart();
    await settle();
    connection.emit('ReceiveDeviceEvent', deviceEvent({ deviceId: 'before-join' }));
    connection.resolveNext();
    await started;
    connection.emit('ReceiveDeviceEvent', deviceEvent({ deviceId: 'after-join' }));
    client.setTenant('globex');
    // The leave of acme is on its way: a late acme message must not reach globex's feed.
    connection.emit('ReceiveDeviceEvent', deviceEvent({ deviceId: 'late-acme' }));
    await settle();
    connection.resolveNext();
    await settle();
    connection.resolveNext();
    await settle();
    connection.emit('ReceiveDeviceEvent', deviceEvent({ deviceId: 'globex-1' }));
    scheduler.frame();
    expect(feed.getSnapshot().events.map((e) => e.deviceId)).toEqual(['globex-1']);
  });

  it('drops and counts malformed messages on every method, publishing the count once per frame', async () => {
    const { connection, client, scheduler } = setup({ autoResolve: true });
    client.setTenant('acme');
    await client.start();
    let notified = 0;
    client.subscribe(() => (notified += 1));
    connection.emit('ReceiveDeviceEvent', { deviceId: 'x' });
    connection.emit('ReceiveBluetoothEvent', { deviceId: 'x', timestamp: 1, rssi: 'strong' });
    connection.emit('ReceiveTransactionEvent', 'not an object');
    connection.emit('ReceiveConfigEvent', null);
    connection.emit('receivedeviceevent', undefined);
    expect(client.getSnapshot().malformedMessages).toBe(0);
    expect(notified).toBe(0);
    scheduler.frame();
    expect(client.getSnapshot().malformedMessages).toBe(5);
    expect(notified).toBe(1);
  });

  it('hands valid config events to their listeners', async () => {
    const { connection, client } = setup({ autoResolve: true });
    const seen: string[] = [];
    const unsubscribe = client.subscribeConfigEvents((event) => seen.push(event.deviceId));
    connection.emit('ReceiveConfigEvent', { deviceId: 'd7' });
    unsubscribe();
    connection.emit('ReceiveConfigEvent', { deviceId: 'd8' });
    expect(seen).toEqual(['d7']);
  });
});
