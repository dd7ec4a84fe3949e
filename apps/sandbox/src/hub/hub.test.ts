import { HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import * as v from 'valibot';

import { DeviceEventSchema } from '@hygiene/api-client/schemas';
import { parseConfigEvent, parseLiveEvent } from '@hygiene/realtime';

import type { SimulatedEvent } from '../events.ts';

/** What a hub message carries here: one event object (the contract's DeviceEvent, or a config event). */
interface Received {
  deviceId: string;
  timestamp: string;
}
import { signIn, startTestSandbox } from '../test-helpers.ts';
import type { TestSandbox } from '../test-helpers.ts';

const RS = '\u001e';

let sandbox: TestSandbox;
let hubUrl: string;
let adminToken: string;
let staffToken: string;
const open: HubConnection[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox({ hubTimings: { keepAliveMs: 200 } });
  hubUrl = `${sandbox.url}/hubs/events`;
  adminToken = (await signIn(sandbox.url, 'admin')).tokens.access_token;
  staffToken = (await signIn(sandbox.url, 'staff')).tokens.access_token;
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.stop()));
});
afterAll(() => sandbox.dispose());

/** The real SignalR client, re-joining its group after a reconnect as the console does. */
function connect(token: string): HubConnection {
  const connection = new HubConnectionBuilder()
    .withUrl(hubUrl, { accessTokenFactory: () => token })
    .withAutomaticReconnect([0, 200, 500, 1000])
    .configureLogging(LogLevel.None)
    .build();
  open.push(connection);
  return connection;
}

/** Collects what the connection receives on the device-event method. */
function collect(connection: HubConnection) {
  const received: Received[] = [];
  for (const method of [
    'ReceiveDeviceEvent',
    'ReceiveTransactionEvent',
    'ReceiveBluetoothEvent',
    'ReceiveConfigEvent',
  ]) {
    connection.on(method, (event: Received) => received.push(event));
  }
  return received;
}

async function until(condition: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Emits events for a tenant until `count` of them went out. */
function emit(tenant: string, count: number): SimulatedEvent[] {
  return Array.from({ length: count }, () => sandbox.simulator.emitOne(tenant)!);
}

describe('the hub with the real @microsoft/signalr client', () => {
  it("delivers the joined tenant's events and none of another tenant's", async () => {
    const connection = connect(adminToken);
    const received = collect(connection);
    await connection.start();
    await connection.invoke('JoinTenantGroup', 'demo');

    const others = emit('northwind-care', 20);
    const mine = emit('demo', 20);
    await until(() => received.length >= 20);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(20);
    const demoDevices = new Set(sandbox.platform.onlineDevices('demo').map((d) => d.id));
    expect(received.every((e) => demoDevices.has(e.deviceId))).toBe(true);
    expect(received.map((e) => e.timestamp)).toEqual(mine.map((e) => e.event.timestamp));
    expect(others.every((e) => e.tenantIdentifier === 'northwind-care')).toBe(true);
  });

  it('stops delivering after LeaveTenantGroup', async () => {
    const connection = connect(adminToken);
    const received = collect(connection);
    await connection.start();
    await connection.invoke('JoinTenantGroup', 'bergen-kommune');
    emit('bergen-kommune', 1);
    await until(() => received.length === 1);
    await connection.invoke('LeaveTenantGroup', 'bergen-kommune');
    emit('bergen-kommune', 5);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(received).toHaveLength(1);
  });

  it("refuses staff a join to another tenant's group with an error, and sends it nothing", async () => {
    const connection = connect(staffToken);
    const received = collect(connection);
    await connection.start();
    await expect(connection.invoke('JoinTenantGroup', 'northwind-care')).rejects.toThrow(
      /may not join/,
    );
    await expect(connection.invoke('JoinTenantGroup', 'nowhere')).rejects.toThrow(/may not join/);
    await connection.invoke('JoinTenantGroup', 'demo');
    emit('northwind-care', 5);
    emit('demo', 1);
    await until(() => received.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const demoDevices = new Set(sandbox.platform.onlineDevices('demo').map((d) => d.id));
    expect(received).toHaveLength(1);
    expect(demoDevices.has(received[0]!.deviceId)).toBe(true);
  });

  it("sends one event object per message, in the contract's shape, that the realtime library accepts", async () => {
    const connection = connect(adminToken);
    const messages: { method: string; args: unknown[] }[] = [];
    for (const method of [
      'ReceiveDeviceEvent',
      'ReceiveTransactionEvent',
      'ReceiveBluetoothEvent',
      'ReceiveConfigEvent',
    ]) {
      connection.on(method, (...args: unknown[]) => messages.push({ method, args }));
    }
    await connection.start();
    await connection.invoke('JoinTenantGroup', 'demo');
    emit('demo', 200);
    await until(() => messages.length >= 200);
    // Config events are rare (2 % of the simulated ones): 200 events miss them now and then, so
    // keep emitting until every method has arrived (thousands of events within the deadline).
    const methodsSeen = () => new Set(messages.map((m) => m.method)).size;
    await until(() => methodsSeen() === 4 || (emit('demo', 20), false));
    expect(methodsSeen()).toBe(4);
    for (const { method, args } of messages) {
      expect(args).toHaveLength(1);
      const [payload] = args;
      if (method === 'ReceiveConfigEvent') {
        expect(parseConfigEvent(payload)).toBeDefined();
        continue;
      }
      expect(v.safeParse(DeviceEventSchema, payload).issues).toBeUndefined();
      const hint =
        method === 'ReceiveBluetoothEvent'
          ? 'Bluetooth'
          : method === 'ReceiveTransactionEvent'
            ? 'Transaction'
            : undefined;
      const live = parseLiveEvent(payload, hint);
      expect(live).toBeDefined();
      expect(live!.eventType === 'Bluetooth' || live!.eventType === 'Transaction').toBe(
        hint !== undefined,
      );
    }
  });

  it('answers an unknown method with an error completion', async () => {
    const connection = connect(adminToken);
    await connection.start();
    await expect(connection.invoke('DropTables')).rejects.toThrow(/Unknown hub method/);
    expect(connection.state).toBe(HubConnectionState.Connected);
  });

  it('reconnects after the server drops the socket, re-joins and receives again', async () => {
    const connection = connect(adminToken);
    const received = collect(connection);
    let reconnected = 0;
    connection.onreconnected(() => {
      reconnected += 1;
      void connection.invoke('JoinTenantGroup', 'demo');
    });
    await connection.start();
    await connection.invoke('JoinTenantGroup', 'demo');
    emit('demo', 1);
    await until(() => received.length === 1);

    sandbox.hub.dropAll();
    await until(() => reconnected === 1 && sandbox.hub.stats().groups.demo === 1);
    emit('demo', 2);
    await until(() => received.length === 3);
    expect(connection.state).toBe(HubConnectionState.Connected);
  });
});

describe('the hub refuses what it must', () => {
  it('answers negotiate without a valid token with 401', async () => {
    const bare = await fetch(`${hubUrl}/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(bare.status).toBe(401);
    const bad = await fetch(`${hubUrl}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(bad.status).toBe(401);
    const good = await fetch(`${hubUrl}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(await good.json()).toMatchObject({
      negotiateVersion: 1,
      availableTransports: [
        { transport: 'WebSockets', transferFormats: ['Text'] },
        { transport: 'ServerSentEvents', transferFormats: ['Text'] },
        { transport: 'LongPolling', transferFormats: ['Text'] },
      ],
    });
  });

  it('answers a socket without a valid token with 401, in the header or the query', async () => {
    const statusOf = (url: string, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url, { headers });
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('error', () => {});
      });
    const ws = hubUrl.replace('http', 'ws');
    expect(await statusOf(ws)).toBe(401);
    expect(await statusOf(`${ws}?access_token=garbage`)).toBe(401);
    expect(await statusOf(ws, { authorization: 'Bearer garbage' })).toBe(401);
    expect(await statusOf(`${ws}?access_token=${adminToken}`)).toBe(101);
    expect(await statusOf(`${ws}?id=made-up&access_token=${adminToken}`)).toBe(404);
  });
});

/** A raw socket speaking the protocol by hand. */
async function rawSocket(): Promise<{ socket: WebSocket; frames: string[] }> {
  const socket = new WebSocket(`${hubUrl.replace('http', 'ws')}?access_token=${adminToken}`);
  const frames: string[] = [];
  socket.on('message', (data) => frames.push(String(data)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, frames };
}

const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) resolve(0);
    socket.once('close', (code) => resolve(code));
  });

describe('the protocol by hand', () => {
  it('answers the handshake with {} and pings every keep-alive interval', async () => {
    const { socket, frames } = await rawSocket();
    socket.send(`{"protocol":"json","version":1}${RS}`);
    await until(() => frames.join('').includes('{"type":6}'));
    expect(frames[0]).toBe(`{}${RS}`);
    socket.close();
  });

  it('survives garbage frames: the sender is closed with an error, everyone else carries on', async () => {
    const listener = connect(adminToken);
    const received = collect(listener);
    await listener.start();
    await listener.invoke('JoinTenantGroup', 'demo');

    const garbage = [
      'no separator at all',
      `not json${RS}`,
      `{"type":"one"}${RS}`,
      `[1,2,3]${RS}`,
      `{"type":1,"target":42,"arguments":{}}${RS}`,
      `{"type":99}${RS}`,
      `\u0000\u0001\u0002${RS}${RS}${RS}`,
    ];
    for (const text of garbage) {
      const { socket, frames } = await rawSocket();
      socket.send(`{"protocol":"json","version":1}${RS}`);
      socket.send(text);
      if (text.includes(RS)) {
        await closed(socket);
        expect(frames.join('')).toMatch(/"type":7/);
      } else {
        socket.close();
      }
    }
    // Garbage instead of a handshake, a binary frame, and a frame over the size limit.
    for (const payload of [`garbage${RS}`, Buffer.from([1, 2, 3]), 'x'.repeat(64 * 1024)]) {
      const { socket } = await rawSocket();
      socket.on('error', () => {});
      socket.send(payload);
      await closed(socket);
    }

    emit('demo', 1);
    await until(() => received.length === 1);
    expect((await fetch(`${sandbox.url}/config.json`)).status).toBe(200);
  });

  it('refuses a handshake for another protocol', async () => {
    const { socket, frames } = await rawSocket();
    socket.send(`{"protocol":"messagepack","version":1}${RS}`);
    await closed(socket);
    expect(frames.join('')).toContain('not supported');
  });
});
