/**
 * A SignalR-protocol hub: negotiate (version 1, connection tokens), the three transports of
 * SignalR's HTTP connections (WebSockets on `ws`, server-sent events, long polling; see
 * `transports.ts`) with the JSON hub protocol, pings, completions and close messages. Clients
 * call `JoinTenantGroup` / `LeaveTenantGroup`; the server pushes events to one tenant's group.
 * A client that falls behind is told so (a close message that allows a reconnect) instead of
 * losing messages silently; a connection whose token expired is closed the same way.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

import { HUB_SERVER_METHODS, isPermitted, realmRolesOf } from '@hygiene/api-client';
import type { Context } from 'hono';
import { WebSocketServer } from 'ws';
import type { RawData } from 'ws';

import {
  HUB_CLIENT_TIMEOUT_MS,
  HUB_CLOSE_GRACE_MS,
  HUB_CLOSED_POLL_MEMORY_MS,
  HUB_HANDSHAKE_TIMEOUT_MS,
  HUB_KEEP_ALIVE_MS,
  HUB_LONG_POLL_MS,
  HUB_MAX_BUFFERED_BYTES,
  HUB_MAX_CONNECTIONS_PER_USER,
  HUB_MAX_MESSAGE_BYTES,
  HUB_MAX_PENDING_NEGOTIATIONS,
  HUB_NEGOTIATE_TTL_MS,
  HUB_PATH,
  HUB_TOKEN_CHECK_MS,
} from '../constants.ts';
import type { HubClientMethod } from '../events.ts';
import type { DemoUser } from '../identity/users.ts';
import type { Verified } from '../identity/tokens.ts';
import type { Logger } from '../logger.ts';
import { messages } from '../messages.ts';
import type { Origins } from '../origins.ts';
import { problemResponse } from '../problem.ts';
import {
  HANDSHAKE_OK_RECORD,
  MessageType,
  PING_RECORD,
  parseHandshake,
  parseMessage,
  record,
  splitRecords,
} from './protocol.ts';
import {
  LongPollingTransport,
  ServerSentEventsTransport,
  WebSocketTransport,
} from './transports.ts';
import type { PollAnswer, Transport, TransportKind } from './transports.ts';

export interface HubOptions {
  verifyAccessToken: (token: string) => Promise<Verified>;
  /** Whether the user may join the tenant's group (the tenant exists and the user may access it). */
  mayJoin: (user: DemoUser, tenantIdentifier: string) => boolean;
  origins: Origins;
  logger: Logger;
  /** Shorter timings for tests; the defaults are spec §9's. */
  keepAliveMs?: number;
  clientTimeoutMs?: number;
  /** How long a long poll waits for messages (default 90 s, under the client's 100 s). */
  longPollMs?: number;
  /** How often each connection's token is checked again (default 15 s). */
  tokenCheckMs?: number;
  /** A smaller backlog limit for tests (default 1 MiB). */
  maxBufferedBytes?: number;
  /** A smaller cap on one user's connections for tests (default 100). */
  maxConnectionsPerUser?: number;
}

interface Connection {
  id: string;
  /** The connection token of negotiate: the `id` of every request of this connection. */
  token: string;
  transport: Transport;
  user: DemoUser;
  /** The newest access token the client presented; checked again every `tokenCheckMs`. */
  accessToken: string;
  groups: Set<string>;
  handshaken: boolean;
  lastSeen: number;
  /** A record split across frames waits here for its separator. */
  pending: string;
  /** Records published in this turn of the event loop, sent as one frame (see `publish`). */
  outbox: string[];
  handshakeTimer: NodeJS.Timeout | undefined;
}

/**
 * Deadlines and idle times use a monotonic clock: the wall clock of a busy VM can jump, which
 * must neither expire a connection token just handed out nor time out every client at once.
 */
const monotonicNow = () => performance.now();

/** The access token of a hub request: the Authorization header, or `access_token` (browsers). */
function tokenOf(headers: IncomingMessage['headers'] | Headers, url: URL): string | undefined {
  const header = headers instanceof Headers ? headers.get('authorization') : headers.authorization;
  const fromHeader = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return fromHeader ?? url.searchParams.get('access_token') ?? undefined;
}

/**
 * Answers an upgrade request with a plain HTTP error (an RFC 9457 problem whose title is
 * `title`) and closes the socket.
 */
function refuseUpgrade(
  socket: Duplex,
  status: number,
  reason: string,
  title: string,
  detail?: string,
): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ title, status, ...(detail === undefined ? {} : { detail }) });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/problem+json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** What negotiate offers, in the order clients try them. */
const TRANSPORTS: readonly TransportKind[] = ['WebSockets', 'ServerSentEvents', 'LongPolling'];

/** The HTTP answer to a long poll. */
function pollResponse(answer: PollAnswer): Response {
  const headers = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
  switch (answer.status) {
    case 'records':
      return new Response(answer.text, { status: 200, headers });
    case 'empty':
      return new Response(null, { status: 200, headers });
    case 'closed':
      return new Response(null, { status: 204, headers });
    case 'cut':
      // The connection is gone, as after a server restart: the client fails and reconnects.
      return problemResponse(404, messages.problems.notFound);
    default:
      return answer satisfies never;
  }
}

export class EventHub {
  readonly #options: HubOptions;
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: HUB_MAX_MESSAGE_BYTES });
  readonly #connections = new Set<Connection>();
  readonly #groups = new Map<string, Set<Connection>>();
  /** Connection tokens handed out by negotiate, waiting for their transport. */
  readonly #negotiated = new Map<
    string,
    { userId: string; connectionId: string; expires: number }
  >();
  /** Connections of the HTTP transports by connection token (sends and polls find them here). */
  readonly #byToken = new Map<string, Connection>();
  readonly #keepAlive: NodeJS.Timeout;
  readonly #tokenCheck: NodeJS.Timeout;
  readonly #maxBufferedBytes: number;
  readonly #dirty = new Set<Connection>();
  #flushScheduled = false;
  /** While set, the hub plays an outage: see `suspend`. */
  #suspended = false;

  constructor(options: HubOptions) {
    this.#options = options;
    this.#maxBufferedBytes = options.maxBufferedBytes ?? HUB_MAX_BUFFERED_BYTES;
    this.#keepAlive = setInterval(() => this.#tick(), options.keepAliveMs ?? HUB_KEEP_ALIVE_MS);
    this.#keepAlive.unref();
    this.#tokenCheck = setInterval(
      () => void this.#checkTokens(),
      options.tokenCheckMs ?? HUB_TOKEN_CHECK_MS,
    );
    this.#tokenCheck.unref();
  }

  /** POST /hubs/events/negotiate (Hono handler). */
  negotiate = async (c: Context): Promise<Response> => {
    if (this.#suspended) return problemResponse(503, messages.hub.unavailable);
    const verified = await this.#verify(tokenOf(c.req.raw.headers, new URL(c.req.url)));
    if (verified.status === 'invalid') {
      return problemResponse(401, messages.problems.unauthorized, messages.problems.missingToken, {
        'www-authenticate': 'Bearer',
      });
    }
    // The feed is the events area: a token none of whose roles may read it gets no connection,
    // as the API answers its calls 403 (docs/ROLES.md).
    if (!isPermitted(realmRolesOf(verified.claims), { area: 'events', access: 'read' })) {
      return problemResponse(403, messages.problems.forbidden, messages.hub.eventsRefused);
    }
    const now = monotonicNow();
    for (const [token, entry] of this.#negotiated) {
      if (entry.expires < now) this.#negotiated.delete(token);
    }
    // One user's connections (and tokens negotiated for more) are capped, so a client that
    // opens connections in a loop cannot grow the server's memory without end.
    const userId = verified.user.id;
    const max = this.#options.maxConnectionsPerUser ?? HUB_MAX_CONNECTIONS_PER_USER;
    let held = 0;
    for (const connection of this.#connections) if (connection.user.id === userId) held += 1;
    for (const entry of this.#negotiated.values()) if (entry.userId === userId) held += 1;
    if (held >= max) {
      return problemResponse(
        429,
        messages.hub.tooManyConnectionsTitle,
        messages.hub.tooManyConnections(max),
      );
    }
    // Tokens nobody used are dropped oldest first, so negotiating in a loop cannot grow memory.
    while (this.#negotiated.size >= HUB_MAX_PENDING_NEGOTIATIONS) {
      const oldest = this.#negotiated.keys().next();
      if (oldest.done) break;
      this.#negotiated.delete(oldest.value);
    }
    const connectionToken = randomBytes(16).toString('base64url');
    const connectionId = randomUUID();
    this.#negotiated.set(connectionToken, {
      userId: verified.user.id,
      connectionId,
      expires: now + HUB_NEGOTIATE_TTL_MS,
    });
    return c.json({
      negotiateVersion: 1,
      connectionId,
      connectionToken,
      // JSON only (text): the hub speaks no binary protocol.
      availableTransports: TRANSPORTS.map((transport) => ({
        transport,
        transferFormats: ['Text'],
      })),
    });
  };

  /**
   * `GET`, `POST` and `DELETE` on the hub's path (Hono handler): server-sent events, long polls,
   * sends of both, and the long-polling close. WebSockets arrive through `handleUpgrade`.
   */
  http = async (c: Context): Promise<Response> => {
    if (this.#suspended) return problemResponse(503, messages.hub.unavailable);
    const request = c.req.raw;
    const url = new URL(request.url);
    const accessToken = tokenOf(request.headers, url);
    const verified = await this.#verify(accessToken);
    const id = url.searchParams.get('id');
    if (verified.status === 'invalid' || accessToken === undefined) {
      const polled = id === null ? undefined : this.#byToken.get(id);
      // Only a poll that brings a token (the client always does) ends its connection this way.
      if (
        accessToken !== undefined &&
        polled?.transport.kind === 'LongPolling' &&
        request.method === 'GET'
      ) {
        // A poll whose token expired: tell the client why (it may reconnect with a fresh one)
        // rather than fail with a bare 401; nothing else queued is handed out.
        this.#forget(polled);
        polled.transport.terminate();
        return pollResponse({
          status: 'records',
          text: record({
            type: MessageType.Close,
            error: messages.hub.tokenExpired,
            allowReconnect: true,
          }),
        });
      }
      return problemResponse(401, messages.problems.unauthorized, messages.problems.missingToken, {
        'www-authenticate': 'Bearer',
      });
    }
    if (id === null || id === '') {
      return problemResponse(400, messages.problems.badRequest, messages.hub.connectionIdMissing);
    }
    const existing = this.#byToken.get(id);
    if (existing && existing.user.id !== verified.user.id) {
      // Someone else's connection: as if it did not exist.
      return problemResponse(404, messages.problems.notFound);
    }
    if (existing) {
      existing.accessToken = accessToken;
      existing.lastSeen = monotonicNow();
    }
    switch (request.method) {
      case 'POST': {
        if (!existing) return problemResponse(404, messages.problems.notFound);
        const text = await request.text();
        if (existing.transport.isOpen()) this.#receiveText(existing, text);
        return new Response(null, { status: 200 });
      }
      case 'DELETE': {
        if (!existing) return problemResponse(404, messages.problems.notFound);
        if (existing.transport.kind !== 'LongPolling') {
          return problemResponse(400, messages.problems.badRequest, messages.hub.deleteOnlyPolls);
        }
        this.#end(existing);
        return new Response(null, { status: 202 });
      }
      case 'GET': {
        if (existing) {
          if (!(existing.transport instanceof LongPollingTransport)) {
            return problemResponse(409, messages.hub.conflict, messages.hub.alreadyConnected);
          }
          return pollResponse(await existing.transport.poll(request.signal));
        }
        const entry = this.#claimNegotiated(id, verified.user.id);
        if (!entry) return problemResponse(404, messages.problems.notFound);
        const wantsEvents = (request.headers.get('accept') ?? '').includes('text/event-stream');
        if (wantsEvents) {
          let connection: Connection | undefined = undefined;
          // On Node the raw request is at hand: cutting its socket plays a network failure.
          const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
          const transport = new ServerSentEventsTransport(
            this.#maxBufferedBytes,
            () => {
              if (connection) this.#forget(connection);
            },
            incoming ? () => incoming.socket.destroy() : undefined,
          );
          connection = this.#accept(transport, verified.user, accessToken, entry.connectionId, id);
          return new Response(transport.stream, {
            headers: {
              'content-type': 'text/event-stream',
              'cache-control': 'no-cache',
              'x-accel-buffering': 'no',
            },
          });
        }
        const transport = new LongPollingTransport(
          this.#options.longPollMs ?? HUB_LONG_POLL_MS,
          this.#maxBufferedBytes,
        );
        this.#accept(transport, verified.user, accessToken, entry.connectionId, id);
        return pollResponse(await transport.poll(request.signal));
      }
      default:
        return problemResponse(405, messages.hub.methodNotAllowed);
    }
  };

  /** The server's `upgrade` event: authenticates, then hands the socket to `ws`. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    if (this.#suspended) {
      refuseUpgrade(socket, 503, 'Service Unavailable', messages.hub.unavailable);
      return;
    }
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
    if (url.pathname !== HUB_PATH) {
      refuseUpgrade(socket, 404, 'Not Found', messages.problems.notFound);
      return;
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !this.#options.origins.trusted.includes(origin)) {
      refuseUpgrade(socket, 403, 'Forbidden', messages.problems.forbidden);
      return;
    }
    void this.#verify(tokenOf(request.headers, url)).then((verified) => {
      if (verified.status === 'invalid') {
        refuseUpgrade(
          socket,
          401,
          'Unauthorized',
          messages.problems.unauthorized,
          messages.problems.missingToken,
        );
        return;
      }
      const id = url.searchParams.get('id');
      // With negotiation the socket must bring the token negotiate gave this user; clients that
      // skip negotiation send no id at all.
      let connectionId: string = randomUUID();
      if (id !== null) {
        const entry = this.#claimNegotiated(id, verified.user.id);
        if (!entry) {
          refuseUpgrade(socket, 404, 'Not Found', messages.problems.notFound);
          return;
        }
        connectionId = entry.connectionId;
      }
      if (socket.destroyed) return;
      const accessToken = tokenOf(request.headers, url) ?? '';
      this.#wss.handleUpgrade(request, socket, head, (ws) => {
        const connection = this.#accept(
          new WebSocketTransport(ws, this.#maxBufferedBytes),
          verified.user,
          accessToken,
          connectionId,
          id ?? connectionId,
        );
        ws.on('message', (data, isBinary) => this.#receive(connection, data, isBinary));
        ws.on('close', () => this.#forget(connection));
        ws.on('error', (error) => {
          this.#options.logger.warn(`hub connection ${connection.id}: ${error.message}`);
          ws.terminate();
        });
      });
    });
  }

  /** Takes a negotiated connection token out of the waiting list, if it is valid for the user. */
  #claimNegotiated(token: string, userId: string) {
    const entry = this.#negotiated.get(token);
    this.#negotiated.delete(token);
    if (!entry || entry.expires < monotonicNow() || entry.userId !== userId) return undefined;
    return entry;
  }

  /**
   * Pushes one message to every connection in the tenant's group; returns how many will get it.
   * Records published in the same turn of the event loop (the simulator emits in bursts) leave
   * as one WebSocket frame per connection, which the protocol allows and which costs far less
   * than a frame each.
   */
  publish(tenantIdentifier: string, method: HubClientMethod, payload: unknown): number {
    const group = this.#groups.get(tenantIdentifier);
    if (!group || group.size === 0) return 0;
    const frame = record({ type: MessageType.Invocation, target: method, arguments: [payload] });
    let delivered = 0;
    for (const connection of group) {
      const { transport } = connection;
      if (!transport.isOpen()) continue;
      if (transport.isBehind()) {
        // Dropping this message silently would leave a hole in the client's feed. Telling it
        // (a close that allows a reconnect) makes it reconnect, re-join and fetch what it
        // missed; the server keeps its memory either way.
        this.#fellBehind(connection);
        continue;
      }
      connection.outbox.push(frame);
      this.#dirty.add(connection);
      delivered += 1;
    }
    if (delivered > 0 && !this.#flushScheduled) {
      this.#flushScheduled = true;
      setImmediate(() => this.#flush());
    }
    return delivered;
  }

  #flush(): void {
    this.#flushScheduled = false;
    for (const connection of this.#dirty) {
      if (connection.outbox.length > 0) connection.transport.send(connection.outbox.join(''));
      connection.outbox = [];
    }
    this.#dirty.clear();
  }

  /**
   * Cuts every connection without a close message, as a network failure would (tests, demos),
   * on every transport.
   */
  dropAll(): void {
    for (const connection of [...this.#connections]) {
      connection.transport.terminate();
      this.#forget(connection);
    }
  }

  /**
   * Plays an outage of the hub alone (tests, demos): cuts every connection as `dropAll` does and
   * answers every new one 503 until the returned function restores it. The REST API and the
   * simulated dispensers go on, so events pile up that clients must fetch when they are back.
   */
  suspend(): () => void {
    this.#suspended = true;
    this.dropAll();
    return () => {
      this.#suspended = false;
    };
  }

  stats(): {
    connections: number;
    groups: Record<string, number>;
    transports: Partial<Record<TransportKind, number>>;
  } {
    const groups: Record<string, number> = {};
    for (const [tenant, members] of this.#groups) groups[tenant] = members.size;
    const transports: Partial<Record<TransportKind, number>> = {};
    for (const { transport } of this.#connections) {
      transports[transport.kind] = (transports[transport.kind] ?? 0) + 1;
    }
    return { connections: this.#connections.size, groups, transports };
  }

  /** Says goodbye (clients may reconnect later) and closes every socket. */
  async close(): Promise<void> {
    clearInterval(this.#keepAlive);
    clearInterval(this.#tokenCheck);
    for (const connection of this.#connections) {
      this.#closeWith(connection, messages.hub.shuttingDown, true);
    }
    // Clients get a moment to answer the close handshake (and polls to fetch the goodbye); a
    // busy or gone one is cut.
    const closed = new Promise<void>((resolve) => this.#wss.close(() => resolve()));
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, HUB_CLOSE_GRACE_MS))]);
    for (const connection of [...this.#connections]) {
      connection.transport.terminate();
      this.#forget(connection);
    }
    this.#byToken.clear();
  }

  async #verify(token: string | undefined): Promise<Verified> {
    if (!token) return { status: 'invalid', reason: 'no token' };
    return this.#options.verifyAccessToken(token);
  }

  #accept(
    transport: Transport,
    user: DemoUser,
    accessToken: string,
    id: string,
    token: string,
  ): Connection {
    const connection: Connection = {
      id,
      token,
      transport,
      user,
      accessToken,
      groups: new Set(),
      handshaken: false,
      lastSeen: monotonicNow(),
      pending: '',
      outbox: [],
      handshakeTimer: undefined,
    };
    connection.handshakeTimer = setTimeout(() => {
      if (!connection.handshaken) this.#closeWith(connection, messages.hub.handshakeTimeout, false);
    }, HUB_HANDSHAKE_TIMEOUT_MS);
    this.#connections.add(connection);
    if (transport.kind !== 'WebSockets') this.#byToken.set(token, connection);
    return connection;
  }

  #forget(connection: Connection): void {
    clearTimeout(connection.handshakeTimer);
    this.#dirty.delete(connection);
    this.#connections.delete(connection);
    for (const tenant of connection.groups) this.#leave(connection, tenant);
    if (this.#byToken.get(connection.token) !== connection) return;
    if (connection.transport.kind === 'LongPolling') {
      // Polls after the close still find it (and get 204) for a while, then it is gone (404).
      setTimeout(() => {
        if (this.#byToken.get(connection.token) === connection)
          this.#byToken.delete(connection.token);
      }, HUB_CLOSED_POLL_MEMORY_MS).unref();
    } else {
      this.#byToken.delete(connection.token);
    }
  }

  #receive(connection: Connection, data: RawData, isBinary: boolean): void {
    if (isBinary) {
      this.#closeWith(connection, messages.hub.protocolError, false);
      return;
    }
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Buffer.from(new Uint8Array(data)).toString('utf8');
    this.#receiveText(connection, text);
  }

  #receiveText(connection: Connection, text: string): void {
    connection.lastSeen = monotonicNow();
    const { records, rest } = splitRecords(connection.pending + text);
    if (rest.length > HUB_MAX_MESSAGE_BYTES) {
      this.#closeWith(connection, messages.hub.protocolError, false);
      return;
    }
    connection.pending = rest;
    for (const item of records) {
      if (!connection.transport.isOpen()) return;
      if (!connection.handshaken) {
        this.#handshake(connection, item);
      } else {
        this.#dispatch(connection, item);
      }
    }
  }

  #handshake(connection: Connection, item: string): void {
    const parsed = parseHandshake(item);
    if (parsed.status === 'error') {
      connection.transport.send(record({ error: messages.hub.protocolError }));
      this.#end(connection);
      return;
    }
    const { protocol, version } = parsed.value;
    if (protocol !== 'json' || version !== 1) {
      connection.transport.send(record({ error: messages.hub.handshakeError(protocol) }));
      this.#end(connection);
      return;
    }
    clearTimeout(connection.handshakeTimer);
    connection.handshaken = true;
    connection.transport.send(HANDSHAKE_OK_RECORD);
  }

  #dispatch(connection: Connection, item: string): void {
    const parsed = parseMessage(item);
    if (parsed.status === 'error') {
      this.#options.logger.warn(`hub connection ${connection.id}: ${parsed.reason}`);
      this.#closeWith(connection, messages.hub.protocolError, false);
      return;
    }
    const message = parsed.value;
    switch (message.type) {
      case MessageType.Invocation: {
        const outcome = this.#invoke(connection, message.target, message.arguments);
        if (message.invocationId !== undefined) {
          const completion =
            outcome.status === 'ok'
              ? { type: MessageType.Completion, invocationId: message.invocationId }
              : {
                  type: MessageType.Completion,
                  invocationId: message.invocationId,
                  error: outcome.error,
                };
          this.#send(connection, record(completion));
        }
        return;
      }
      case MessageType.StreamInvocation:
        this.#send(
          connection,
          record({
            type: MessageType.Completion,
            invocationId: message.invocationId,
            error: messages.hub.streamsUnsupported,
          }),
        );
        return;
      case MessageType.Close:
        this.#end(connection);
        return;
      case MessageType.Ping:
      case MessageType.StreamItem:
      case MessageType.Completion:
      case MessageType.CancelInvocation:
        return;
      default:
        message satisfies never;
    }
  }

  #invoke(
    connection: Connection,
    target: string,
    args: unknown[],
  ): { status: 'ok' } | { status: 'error'; error: string } {
    if (
      target !== HUB_SERVER_METHODS.joinTenantGroup &&
      target !== HUB_SERVER_METHODS.leaveTenantGroup
    ) {
      return { status: 'error', error: messages.hub.unknownMethod(target) };
    }
    const tenant = args[0];
    if (args.length !== 1 || typeof tenant !== 'string' || tenant === '') {
      return { status: 'error', error: messages.hub.badArguments };
    }
    if (target === HUB_SERVER_METHODS.leaveTenantGroup) {
      this.#leave(connection, tenant);
      return { status: 'ok' };
    }
    if (!this.#options.mayJoin(connection.user, tenant)) {
      return { status: 'error', error: messages.hub.joinRefused(tenant) };
    }
    connection.groups.add(tenant);
    let group = this.#groups.get(tenant);
    if (!group) this.#groups.set(tenant, (group = new Set()));
    group.add(connection);
    return { status: 'ok' };
  }

  #leave(connection: Connection, tenant: string): void {
    connection.groups.delete(tenant);
    const group = this.#groups.get(tenant);
    group?.delete(connection);
    if (group?.size === 0) this.#groups.delete(tenant);
  }

  /**
   * Sends one record now, after whatever this turn already queued for the connection (so a
   * completion never overtakes the events published before it).
   */
  #send(connection: Connection, text: string): void {
    if (!connection.transport.isOpen()) return;
    // Replies (completions, pings) count against the backlog as events do: a client that sends
    // and never reads is told it fell behind, not handed an ever longer queue.
    if (connection.transport.isBehind()) {
      this.#fellBehind(connection);
      return;
    }
    if (connection.outbox.length > 0) {
      connection.outbox.push(text);
      return;
    }
    connection.transport.send(text);
  }

  /** Sends a close message and closes; `allowReconnect` tells the client it may come back. */
  #closeWith(connection: Connection, error: string, allowReconnect: boolean): void {
    const { transport } = connection;
    if (!transport.isOpen()) return;
    const queued = connection.outbox.join('');
    connection.outbox = [];
    this.#dirty.delete(connection);
    transport.send(queued + record({ type: MessageType.Close, error, allowReconnect }));
    this.#end(connection);
  }

  /**
   * Closes the transport after what was sent. A WebSocket is forgotten when its close handshake
   * ends; the HTTP transports at once (a long poll still fetches what is queued, then 204).
   */
  #end(connection: Connection): void {
    connection.transport.close();
    if (connection.transport.kind !== 'WebSockets') this.#forget(connection);
  }

  /** Tells a client that stopped reading that it fell behind; cuts it if it does not go. */
  #fellBehind(connection: Connection): void {
    this.#options.logger.warn(`hub connection ${connection.id}: ${messages.hub.fellBehind}`);
    // The goodbye waits behind the unread backlog; without a grace the client may never see it.
    this.#closeWith(connection, messages.hub.fellBehind, true);
    this.#leaveAll(connection);
    setTimeout(() => {
      if (this.#connections.has(connection)) {
        connection.transport.terminate();
        this.#forget(connection);
      }
    }, HUB_CLOSE_GRACE_MS).unref();
  }

  /** Stops delivering group messages to a connection that is on its way out. */
  #leaveAll(connection: Connection): void {
    for (const tenant of [...connection.groups]) this.#leave(connection, tenant);
  }

  #tick(): void {
    const now = monotonicNow();
    const timeout = this.#options.clientTimeoutMs ?? HUB_CLIENT_TIMEOUT_MS;
    for (const connection of [...this.#connections]) {
      if (!connection.handshaken) continue;
      if (now - connection.lastSeen > timeout) {
        this.#closeWith(connection, messages.hub.clientTimeout, true);
      } else if (connection.transport.isOpen()) {
        this.#send(connection, PING_RECORD);
      }
    }
  }

  /**
   * Checks every connection's token again: a token that expired (or whose sign-in session
   * ended) closes its connection, allowing a reconnect, which negotiates with a fresh token or
   * fails. The WebSocket transport keeps the token it connected with; the HTTP transports
   * present theirs with every poll and send.
   */
  async #checkTokens(): Promise<void> {
    for (const connection of [...this.#connections]) {
      if (!connection.transport.isOpen()) continue;
      const verified = await this.#verify(connection.accessToken);
      if (verified.status === 'invalid') {
        this.#closeWith(connection, messages.hub.tokenExpired, true);
        this.#leaveAll(connection);
      }
    }
  }
}
