import { HubConnection } from '@microsoft/signalr';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createHubConnection, DeferredHubConnection } from './createHubConnection';
import { FakeHubConnection } from './FakeHubConnection';

afterEach(() => vi.restoreAllMocks());

describe('createHubConnection', () => {
  it('builds the real SignalR connection on the first start, with the given hub and token', async () => {
    const start = vi.spyOn(HubConnection.prototype, 'start').mockResolvedValue();
    const connection = createHubConnection({
      hubUrl: 'https://platform.example/signalR',
      accessTokenFactory: () => 'token',
    });
    expect(connection.state).toBe('Disconnected');

    await connection.start();

    expect(start).toHaveBeenCalledTimes(1);
    const hub = start.mock.contexts[0] as HubConnection;
    expect(hub).toBeInstanceOf(HubConnection);
    expect(hub.baseUrl).toBe('https://platform.example/signalR');
  });
});

describe('DeferredHubConnection', () => {
  it('loads nothing until started, then hands every earlier registration to the real one', async () => {
    const real = new FakeHubConnection({ autoResolve: true });
    const load = vi.fn(() => Promise.resolve(real));
    const deferred = new DeferredHubConnection(load);
    const received: unknown[] = [];
    const closed = vi.fn();
    const reconnecting = vi.fn();
    const reconnected = vi.fn();
    const dropped = vi.fn();
    deferred.on('ReceiveDeviceEvent', (payload) => received.push(payload));
    deferred.on('ReceiveConfigEvent', dropped);
    deferred.off('ReceiveConfigEvent', dropped);
    deferred.onclose(closed);
    deferred.onreconnecting(reconnecting);
    deferred.onreconnected(reconnected);

    expect(load).not.toHaveBeenCalled();
    await expect(deferred.invoke('JoinTenantGroup', 'a')).rejects.toThrow(/not started/);

    await deferred.start();
    expect(load).toHaveBeenCalledTimes(1);
    expect(deferred.state).toBe('Connected');

    real.emit('ReceiveDeviceEvent', { id: 1 });
    real.emit('ReceiveConfigEvent', { id: 2 });
    real.reconnecting();
    real.reconnected();
    real.close();
    expect(received).toEqual([{ id: 1 }]);
    expect(dropped).not.toHaveBeenCalled();
    expect(reconnecting).toHaveBeenCalledTimes(1);
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('delegates to the real connection once it is loaded', async () => {
    const real = new FakeHubConnection({ autoResolve: true });
    const deferred = new DeferredHubConnection(() => Promise.resolve(real));
    await deferred.start();
    const handler = vi.fn();

    deferred.on('ReceiveBluetoothEvent', handler);
    real.emit('ReceiveBluetoothEvent', 'x');
    deferred.off('ReceiveBluetoothEvent', handler);
    real.emit('ReceiveBluetoothEvent', 'y');
    await deferred.invoke('JoinTenantGroup', 'bergen-kommune');

    expect(handler).toHaveBeenCalledExactlyOnceWith('x');
    expect(real.invocations).toEqual([{ methodName: 'JoinTenantGroup', args: ['bergen-kommune'] }]);
    await deferred.stop();
    expect(deferred.state).toBe('Disconnected');
  });

  it('rejects the start whose load failed, and loads again on the next start', async () => {
    const real = new FakeHubConnection({ autoResolve: true });
    const load = vi
      .fn<() => Promise<FakeHubConnection>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(real);
    const deferred = new DeferredHubConnection(load);

    await expect(deferred.start()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(deferred.state).toBe('Disconnected');
    await deferred.stop();

    await deferred.start();
    expect(load).toHaveBeenCalledTimes(2);
    expect(deferred.state).toBe('Connected');
  });

  it('a stop while the client loads aborts the start waiting on it', async () => {
    const real = new FakeHubConnection();
    let finishLoad: (hub: FakeHubConnection) => void = () => {};
    const deferred = new DeferredHubConnection(
      () => new Promise((resolve) => (finishLoad = resolve)),
    );

    const starting = deferred.start();
    const stopping = deferred.stop();
    finishLoad(real);

    await expect(starting).rejects.toThrow(/stopped/);
    await stopping;
    expect(deferred.state).toBe('Disconnected');
  });

  it('a stop before any start loads nothing', async () => {
    const load = vi.fn(() => Promise.resolve(new FakeHubConnection()));
    await new DeferredHubConnection(load).stop();
    expect(load).not.toHaveBeenCalled();
  });
});
