/**
 * The hub on each transport of SignalR's HTTP connections, with the real `@microsoft/signalr`
 * client forced onto it: WebSockets, server-sent events and long polling. Plus what only the
 * HTTP transports have (long polls, DELETE), a slow reader told it fell behind, expired tokens
 * and the origins an embedding app may be allowed from.
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { HubConnection, IHttpConnectionOptions } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { signIn, startTestSandbox } from '../test-helpers.ts';
import type { TestSandbox } from '../test-helpers.ts';

const RS = '\u001e';
/** Options forcing one transport (on Node the client brings its own EventSource). */
function only(transport: HttpTransportType, token: string): IHttpConnectionOptions {
  return { accessTokenFactory: () => token, transport };
}

let sandbox: TestSandbox;
let hubUrl: string;
let adminToken: string;
const open: HubConnection[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox({
    hubTimings: { keepAliveMs: 200, longPollMs: 500 },
    allowOrigins: ['http://localhost:4173'],
  });
  hubUrl = `${sandbox.url}/hubs/events`;
  adminToken = (await signIn(sandbox.url, 'admin')).tokens.access_token;
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.stop()));
});
afterAll(() => sandbox.dispose());

async function until(condition: () => boolean, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not in time: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const TRANSPORTS = [
  ['WebSockets', HttpTransportType.WebSockets],
  ['ServerSentEvents', HttpTransportType.ServerSentEvents],
  ['LongPolling', HttpTransportType.LongPolling],
] as const;

/** The real client, on one transport only, re-joining after a reconnect as the console does. */
function connect(transport: HttpTransportType, token = adminToken, url = hubUrl): HubConnection {
  const connection = new HubConnectionBuilder()
    .withUrl(url, only(transport, token))
    .withAutomaticReconnect([0, 200, 500, 1000])
    .configureLogging(LogLevel.None)
    .build();
  open.push(connection);
  return connection;
}

function collect(connection: HubConnection) {
  const received: { deviceId: string; timestamp: string }[] = [];
  for (const method of [
    'ReceiveDeviceEvent',
    'ReceiveTransactionEvent',
    'ReceiveBluetoothEvent',
    'ReceiveConfigEvent',
  ]) {
    connection.on(method, (event: { deviceId: string; timestamp: string }) => received.push(event));
  }
  return received;
}

const key = (e: { deviceId: string; timestamp: string }) => `${e.deviceId}@${e.timestamp}`;

function emit(tenant: string, count: number) {
  return Array.from({ length: count }, () => sandbox.simulator.emitOne(tenant)!);
}

describe('negotiate', () => {
  it('offers WebSockets, server-sent events and long polling, JSON (text) on each', async () => {
    const response = await fetch(`${hubUrl}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [
        { transport: 'WebSockets', transferFormats: ['Text'] },
        { transport: 'ServerSentEvents', transferFormats: ['Text'] },
        { transport: 'LongPolling', transferFormats: ['Text'] },
      ],
    });
    expect(body.connectionId).not.toBe(body.connectionToken);
  });
});

describe.each(TRANSPORTS)('the real @microsoft/signalr client on %s', (kind, transport) => {
  it("gets the joined tenant's events, none of another's, and stops getting them after a leave", async () => {
    const connection = connect(transport);
    const received = collect(connection);
    await connection.start();
    expect(sandbox.hub.stats().transports).toEqual({ [kind]: 1 });
    await connection.invoke('JoinTenantGroup', 'demo');
    const others = emit('bergen-kommune', 10);
    const mine = emit('demo', 20);
    await until(() => received.length >= mine.length, 'the demo events');
    expect(new Set(received.map(key))).toEqual(new Set(mine.map((e) => key(e.event))));
    expect(received.some((e) => others.some((o) => key(o.event) === key(e)))).toBe(false);

    await connection.invoke('LeaveTenantGroup', 'demo');
    emit('demo', 5);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(received).toHaveLength(mine.length);
  });

  it('answers an unknown method with an error completion, and keeps the connection', async () => {
    const connection = connect(transport);
    await connection.start();
    await expect(connection.invoke('Nope')).rejects.toThrow("Unknown hub method 'Nope'");
    await connection.invoke('JoinTenantGroup', 'demo');
  });

  it('reconnects after the server cuts the connection, re-joins and receives again', async () => {
    const connection = connect(transport);
    const received = collect(connection);
    connection.onreconnected(() => void connection.invoke('JoinTenantGroup', 'demo'));
    await connection.start();
    await connection.invoke('JoinTenantGroup', 'demo');
    sandbox.hub.dropAll();
    await until(() => sandbox.hub.stats().groups.demo === 1, 're-joined');
    const after = emit('demo', 3);
    await until(
      () => after.every((e) => received.some((r) => key(r) === key(e.event))),
      'events after the reconnect',
    );
  });

  it('closes cleanly on stop: the server forgets the connection', async () => {
    const connection = connect(transport);
    await connection.start();
    await connection.invoke('JoinTenantGroup', 'demo');
    await connection.stop();
    await until(() => sandbox.hub.stats().connections === 0, 'forgotten');
    expect(sandbox.hub.stats().groups.demo).toBeUndefined();
  });

  it('keeps a quiet connection open with pings (no server time-out on the client)', async () => {
    const connection = connect(transport);
    const closed: unknown[] = [];
    connection.onclose((error) => closed.push(error));
    connection.serverTimeoutInMilliseconds = 1000;
    await connection.start();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(connection.state).toBe('Connected');
    expect(closed).toEqual([]);
  });
});

/** Negotiates and opens a long-polling connection by hand; returns its helpers. */
async function rawLongPoll(token = adminToken) {
  const auth = { authorization: `Bearer ${token}` };
  const negotiated = (await (
    await fetch(`${hubUrl}/negotiate?negotiateVersion=1`, { method: 'POST', headers: auth })
  ).json()) as { connectionToken: string };
  const url = `${hubUrl}?id=${encodeURIComponent(negotiated.connectionToken)}`;
  const poll = async () => {
    const response = await fetch(url, { headers: auth });
    return { status: response.status, text: await response.text() };
  };
  const send = (text: string) => fetch(url, { method: 'POST', headers: auth, body: text });
  return { url, auth, poll, send };
}

describe('long polling by hand', () => {
  it('answers the first poll at once, then the handshake, then pings, and 204 after DELETE', async () => {
    const lp = await rawLongPoll();
    expect(await lp.poll()).toEqual({ status: 200, text: '' });
    expect((await lp.send(`{"protocol":"json","version":1}${RS}`)).status).toBe(200);
    // The handshake answer (a ping may already follow it).
    const handshake = await lp.poll();
    expect(handshake.status).toBe(200);
    expect(handshake.text.split(RS)[0]).toBe('{}');
    // Nothing to say but pings (every 200 ms here): a poll waits for one.
    const pinged = await lp.poll();
    expect(pinged.status).toBe(200);
    expect(pinged.text.split(RS).slice(0, -1)).toContain('{"type":6}');
    expect(new Set(pinged.text.split(RS).filter(Boolean))).toEqual(new Set(['{"type":6}']));
    const waiting = lp.poll();
    expect((await fetch(lp.url, { method: 'DELETE', headers: lp.auth })).status).toBe(202);
    // After the close a poll still fetches what was queued before it (a ping that came while no
    // poll waited: on a busy machine the waiting poll may have timed out empty first, or reach
    // the server only after the DELETE), then 204; nothing new is queued once closed.
    const answers = [await waiting];
    while (answers.length < 3 && answers.at(-1)?.status === 200) answers.push(await lp.poll());
    expect(answers.at(-1)?.status).toBe(204);
    const before = answers.slice(0, -1).flatMap((answer) => answer.text.split(RS).filter(Boolean));
    expect(before.filter((record) => record !== '{"type":6}')).toEqual([]);
  });

  it('refuses a connection token it never gave, and another user’s', async () => {
    const made = await fetch(`${hubUrl}?id=made-up`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(made.status).toBe(404);
    const lp = await rawLongPoll();
    const staffToken = (await signIn(sandbox.url, 'staff')).tokens.access_token;
    const stolen = await fetch(lp.url, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(stolen.status).toBe(404);
    const noToken = await fetch(lp.url);
    expect(noToken.status).toBe(401);
  });
});

describe('a slow reader', () => {
  it('is told it fell behind (a close that allows a reconnect) instead of losing messages silently', async () => {
    const small = await startTestSandbox({
      hubTimings: { maxBufferedBytes: 4096, longPollMs: 300 },
    });
    try {
      const token = (await signIn(small.url, 'admin')).tokens.access_token;
      const auth = { authorization: `Bearer ${token}` };
      const { connectionToken } = (await (
        await fetch(`${small.url}/hubs/events/negotiate?negotiateVersion=1`, {
          method: 'POST',
          headers: auth,
        })
      ).json()) as { connectionToken: string };
      const url = `${small.url}/hubs/events?id=${encodeURIComponent(connectionToken)}`;
      const poll = async () => {
        const response = await fetch(url, { headers: auth });
        return { status: response.status, text: await response.text() };
      };
      await poll();
      await fetch(url, {
        method: 'POST',
        headers: auth,
        body: `{"protocol":"json","version":1}${RS}`,
      });
      await poll();
      await fetch(url, {
        method: 'POST',
        headers: auth,
        body: `{"type":1,"invocationId":"1","target":"JoinTenantGroup","arguments":["demo"]}${RS}`,
      });
      expect(await poll()).toMatchObject({
        status: 200,
        text: expect.stringContaining('"type":3'),
      });
      // The client stops polling while 40 events (~20 kB) go out: far over the 4 kB backlog.
      for (let i = 0; i < 40; i += 1) {
        small.simulator.emitOne('demo');
        await new Promise((resolve) => setImmediate(resolve));
      }
      const backlog = await poll();
      const records = backlog.text
        .split(RS)
        .filter(Boolean)
        .map((r) => JSON.parse(r) as Record<string, unknown>);
      expect(records.at(-1)).toEqual({
        type: 7,
        error: expect.stringContaining('fell behind'),
        allowReconnect: true,
      });
      expect(records.filter((r) => r.type === 1).length).toBeLessThan(40);
      expect((await poll()).status).toBe(204);
      expect(small.hub.stats()).toMatchObject({ connections: 0, groups: {} });
    } finally {
      await small.dispose();
    }
  });
});

describe('a client that sends and never reads', () => {
  it('is told it fell behind by its own replies too (completions count against the backlog)', async () => {
    const small = await startTestSandbox({
      hubTimings: { maxBufferedBytes: 4096, longPollMs: 300 },
    });
    try {
      const token = (await signIn(small.url, 'admin')).tokens.access_token;
      const auth = { authorization: `Bearer ${token}` };
      const { connectionToken } = (await (
        await fetch(`${small.url}/hubs/events/negotiate?negotiateVersion=1`, {
          method: 'POST',
          headers: auth,
        })
      ).json()) as { connectionToken: string };
      const url = `${small.url}/hubs/events?id=${encodeURIComponent(connectionToken)}`;
      const poll = async () => {
        const response = await fetch(url, { headers: auth });
        return { status: response.status, text: await response.text() };
      };
      await poll();
      await fetch(url, {
        method: 'POST',
        headers: auth,
        body: `{"protocol":"json","version":1}${RS}`,
      });
      await poll();
      // 300 invocations, each answered by a completion (~40 bytes): 12 kB, far over 4 kB.
      const calls = Array.from(
        { length: 300 },
        (_, i) =>
          `{"type":1,"invocationId":"${i}","target":"LeaveTenantGroup","arguments":["demo"]}${RS}`,
      ).join('');
      await fetch(url, { method: 'POST', headers: auth, body: calls });
      const backlog = await poll();
      const records = backlog.text
        .split(RS)
        .filter(Boolean)
        .map((r) => JSON.parse(r) as Record<string, unknown>);
      expect(records.at(-1)).toEqual({
        type: 7,
        error: expect.stringContaining('fell behind'),
        allowReconnect: true,
      });
      expect(records.filter((r) => r.type === 3).length).toBeLessThan(300);
      await until(() => small.hub.stats().connections === 0, 'the connection to be forgotten');
    } finally {
      await small.dispose();
    }
  });
});

describe('connections per user', () => {
  it('are capped: negotiating past the cap is 429, for that user only', async () => {
    const capped = await startTestSandbox({ hubTimings: { maxConnectionsPerUser: 2 } });
    try {
      const negotiate = async (token: string) =>
        fetch(`${capped.url}/hubs/events/negotiate?negotiateVersion=1`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        });
      const admin = (await signIn(capped.url, 'admin')).tokens.access_token;
      const staff = (await signIn(capped.url, 'staff')).tokens.access_token;
      expect((await negotiate(admin)).status).toBe(200);
      expect((await negotiate(admin)).status).toBe(200);
      const refused = await negotiate(admin);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { detail: string }).detail).toContain('2 hub connections');
      expect((await negotiate(staff)).status).toBe(200);
    } finally {
      await capped.dispose();
    }
  });
});

describe('tokens are checked again while connected', () => {
  it.each(TRANSPORTS)(
    'closes a %s connection whose token expired, allowing a reconnect',
    async (_kind, transport) => {
      const short = await startTestSandbox({
        // Expiry is in whole seconds from a whole-second issue time, so a token of n seconds
        // lives n-1 to n: one of 1 s could expire before a busy machine's negotiate (a CI run's
        // 401). Three leave two seconds at least to connect.
        tokenLifetimes: { accessTokenSeconds: 3 },
        hubTimings: { tokenCheckMs: 200, keepAliveMs: 200 },
      });
      try {
        const token = (await signIn(short.url, 'admin')).tokens.access_token;
        const connection = new HubConnectionBuilder()
          .withUrl(`${short.url}/hubs/events`, only(transport, token))
          .configureLogging(LogLevel.None)
          .build();
        const closed: (Error | undefined)[] = [];
        connection.onclose((error) => closed.push(error));
        await connection.start();
        await until(() => closed.length === 1, 'closed after the token expired', 8000);
        expect(closed[0]?.message).toContain('The access token expired');
        // The client closes on the hub's close message; the hub forgets the connection when its
        // socket or request has ended, a moment later (on a busy machine, after this line ran).
        await until(() => short.hub.stats().connections === 0, 'the hub forgot the connection');
      } finally {
        await short.dispose();
      }
    },
  );
});

describe('origins', () => {
  const statusOf = (origin: string) =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(`${hubUrl.replace('http', 'ws')}?access_token=${adminToken}`, {
        headers: { origin },
      });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('error', () => {});
    });

  it('lets an --allow-origin app open the hub socket and refuses any other origin', async () => {
    expect(await statusOf('http://localhost:4173')).toBe(101);
    expect(await statusOf('http://localhost:4174')).toBe(403);
  });

  it('answers the allowed origin with CORS on negotiate, the HTTP transports and the API', async () => {
    for (const [path, method] of [
      ['/hubs/events/negotiate', 'POST'],
      ['/hubs/events', 'GET'],
      ['/hubs/events', 'DELETE'],
      ['/api/device-events', 'GET'],
    ] as const) {
      const preflight = await fetch(`${sandbox.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:4173',
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
      const refused = await fetch(`${sandbox.url}${path}`, {
        method: 'OPTIONS',
        headers: { origin: 'http://evil.example', 'access-control-request-method': method },
      });
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});
