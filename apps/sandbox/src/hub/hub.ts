/**
 * A SignalR-protocol hub on `ws`: negotiate (version 1, connection tokens), the WebSocket
 * transport with the JSON hub protocol, pings, completions and close messages. Clients call
 * `JoinTenantGroup` / `LeaveTenantGroup`; the server pushes events to one tenant's group.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

import type { Context } from 'hono';
import { WebSocket, WebSocketServer } from 'ws';
import type { RawData } from 'ws';

import {
  HUB_CLIENT_TIMEOUT_MS,
  HUB_CLOSE_GRACE_MS,
  HUB_HANDSHAKE_TIMEOUT_MS,
  HUB_KEEP_ALIVE_MS,
  HUB_MAX_BUFFERED_BYTES,
  HUB_MAX_MESSAGE_BYTES,
  HUB_MAX_PENDING_NEGOTIATIONS,
  HUB_NEGOTIATE_TTL_MS,
  HUB_PATH,
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

export interface HubOptions {
  verifyAccessToken: (token: string) => Promise<Verified>;
  /** Whether the user may join the tenant's group (the tenant exists and the user may access it). */
  mayJoin: (user: DemoUser, tenantIdentifier: string) => boolean;
  origins: Origins;
  logger: Logger;
  /** Shorter timings for tests; the defaults are spec §9's. */
  keepAliveMs?: number;
  clientTimeoutMs?: number;
}

interface Connection {
  id: string;
  socket: WebSocket;
  user: DemoUser;
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

export class EventHub {
  readonly #options: HubOptions;
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: HUB_MAX_MESSAGE_BYTES });
  readonly #connections = new Set<Connection>();
  readonly #groups = new Map<string, Set<Connection>>();
  /** Connection tokens handed out by negotiate, waiting for their socket. */
  readonly #negotiated = new Map<string, { userId: string; expires: number }>();
  readonly #keepAlive: NodeJS.Timeout;
  readonly #dirty = new Set<Connection>();
  #flushScheduled = false;

  constructor(options: HubOptions) {
    this.#options = options;
    this.#keepAlive = setInterval(() => this.#tick(), options.keepAliveMs ?? HUB_KEEP_ALIVE_MS);
    this.#keepAlive.unref();
  }

  /** POST /hubs/events/negotiate (Hono handler). */
  negotiate = async (c: Context): Promise<Response> => {
    const verified = await this.#verify(tokenOf(c.req.raw.headers, new URL(c.req.url)));
    if (verified.kind === 'invalid') {
      return problemResponse(401, messages.problems.unauthorized, messages.problems.missingToken, {
        'www-authenticate': 'Bearer',
      });
    }
    const now = monotonicNow();
    for (const [token, entry] of this.#negotiated) {
      if (entry.expires < now) this.#negotiated.delete(token);
    }
    // Tokens nobody used are dropped oldest first, so negotiating in a loop cannot grow memory.
    while (this.#negotiated.size >= HUB_MAX_PENDING_NEGOTIATIONS) {
      const oldest = this.#negotiated.keys().next();
      if (oldest.done) break;
      this.#negotiated.delete(oldest.value);
    }
    const connectionToken = randomBytes(16).toString('base64url');
    this.#negotiated.set(connectionToken, {
      userId: verified.user.id,
      expires: now + HUB_NEGOTIATE_TTL_MS,
    });
    return c.json({
      negotiateVersion: 1,
      connectionId: randomUUID(),
      connectionToken,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
  };

  /** The server's `upgrade` event: authenticates, then hands the socket to `ws`. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
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
      if (verified.kind === 'invalid') {
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
      if (id !== null) {
        const entry = this.#negotiated.get(id);
        this.#negotiated.delete(id);
        if (!entry || entry.expires < monotonicNow() || entry.userId !== verified.user.id) {
          refuseUpgrade(socket, 404, 'Not Found', messages.problems.notFound);
          return;
        }
      }
      if (socket.destroyed) return;
      this.#wss.handleUpgrade(request, socket, head, (ws) =>
        this.#accept(ws, verified.user, id ?? randomUUID()),
      );
    });
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
      const { socket } = connection;
      // A client that stops reading loses messages; the server keeps its memory.
      if (socket.readyState === WebSocket.OPEN && socket.bufferedAmount < HUB_MAX_BUFFERED_BYTES) {
        connection.outbox.push(frame);
        this.#dirty.add(connection);
        delivered += 1;
      }
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
      if (connection.socket.readyState === WebSocket.OPEN) {
        connection.socket.send(connection.outbox.join(''));
      }
      connection.outbox = [];
    }
    this.#dirty.clear();
  }

  /** Cuts every socket without a close message, as a network failure would (tests, demos). */
  dropAll(): void {
    for (const connection of this.#connections) connection.socket.terminate();
  }

  stats(): { connections: number; groups: Record<string, number> } {
    const groups: Record<string, number> = {};
    for (const [tenant, members] of this.#groups) groups[tenant] = members.size;
    return { connections: this.#connections.size, groups };
  }

  /** Says goodbye (clients may reconnect later) and closes every socket. */
  async close(): Promise<void> {
    clearInterval(this.#keepAlive);
    for (const connection of this.#connections) {
      this.#closeWith(connection, messages.hub.shuttingDown, true);
    }
    // Clients get a moment to answer the close handshake; a busy or gone one is cut.
    const closed = new Promise<void>((resolve) => this.#wss.close(() => resolve()));
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, HUB_CLOSE_GRACE_MS))]);
    for (const connection of this.#connections) connection.socket.terminate();
  }

  async #verify(token: string | undefined): Promise<Verified> {
    if (!token) return { kind: 'invalid', reason: 'no token' };
    return this.#options.verifyAccessToken(token);
  }

  #accept(socket: WebSocket, user: DemoUser, id: string): void {
    const connection: Connection = {
      id,
      socket,
      user,
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
    socket.on('message', (data, isBinary) => this.#receive(connection, data, isBinary));
    socket.on('close', () => this.#forget(connection));
    socket.on('error', (error) => {
      this.#options.logger.warn(`hub connection ${id}: ${error.message}`);
      socket.terminate();
    });
  }

  #forget(connection: Connection): void {
    clearTimeout(connection.handshakeTimer);
    this.#dirty.delete(connection);
    this.#connections.delete(connection);
    for (const tenant of connection.groups) this.#leave(connection, tenant);
  }

  #receive(connection: Connection, data: RawData, isBinary: boolean): void {
    connection.lastSeen = monotonicNow();
    if (isBinary) {
      this.#closeWith(connection, messages.hub.protocolError, false);
      return;
    }
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Buffer.from(new Uint8Array(data)).toString('utf8');
    const { records, rest } = splitRecords(connection.pending + text);
    if (rest.length > HUB_MAX_MESSAGE_BYTES) {
      this.#closeWith(connection, messages.hub.protocolError, false);
      return;
    }
    connection.pending = rest;
    for (const item of records) {
      if (connection.socket.readyState !== WebSocket.OPEN) return;
      if (!connection.handshaken) {
        this.#handshake(connection, item);
      } else {
        this.#dispatch(connection, item);
      }
    }
  }

  #handshake(connection: Connection, item: string): void {
    const parsed = parseHandshake(item);
    if (parsed.kind === 'error') {
      connection.socket.send(record({ error: messages.hub.protocolError }));
      connection.socket.close(1002);
      return;
    }
    const { protocol, version } = parsed.value;
    if (protocol !== 'json' || version !== 1) {
      connection.socket.send(record({ error: messages.hub.handshakeError(protocol) }));
      connection.socket.close(1002);
      return;
    }
    clearTimeout(connection.handshakeTimer);
    connection.handshaken = true;
    connection.socket.send(HANDSHAKE_OK_RECORD);
  }

  #dispatch(connection: Connection, item: string): void {
    const parsed = parseMessage(item);
    if (parsed.kind === 'error') {
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
            outcome.kind === 'ok'
              ? { type: MessageType.Completion, invocationId: message.invocationId }
              : {
                  type: MessageType.Completion,
                  invocationId: message.invocationId,
                  error: outcome.error,
                };
          connection.socket.send(record(completion));
        }
        return;
      }
      case MessageType.StreamInvocation:
        connection.socket.send(
          record({
            type: MessageType.Completion,
            invocationId: message.invocationId,
            error: messages.hub.streamsUnsupported,
          }),
        );
        return;
      case MessageType.Close:
        connection.socket.close(1000);
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
  ): { kind: 'ok' } | { kind: 'error'; error: string } {
    if (target !== 'JoinTenantGroup' && target !== 'LeaveTenantGroup') {
      return { kind: 'error', error: messages.hub.unknownMethod(target) };
    }
    const tenant = args[0];
    if (args.length !== 1 || typeof tenant !== 'string' || tenant === '') {
      return { kind: 'error', error: messages.hub.badArguments };
    }
    if (target === 'LeaveTenantGroup') {
      this.#leave(connection, tenant);
      return { kind: 'ok' };
    }
    if (!this.#options.mayJoin(connection.user, tenant)) {
      return { kind: 'error', error: messages.hub.joinRefused(tenant) };
    }
    connection.groups.add(tenant);
    let group = this.#groups.get(tenant);
    if (!group) this.#groups.set(tenant, (group = new Set()));
    group.add(connection);
    return { kind: 'ok' };
  }

  #leave(connection: Connection, tenant: string): void {
    connection.groups.delete(tenant);
    const group = this.#groups.get(tenant);
    group?.delete(connection);
    if (group?.size === 0) this.#groups.delete(tenant);
  }

  /** Sends a close message and closes the socket; `allowReconnect` tells the client it may retry. */
  #closeWith(connection: Connection, error: string, allowReconnect: boolean): void {
    const { socket } = connection;
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.send(record({ type: MessageType.Close, error, allowReconnect }));
    socket.close(1000);
  }

  #tick(): void {
    const now = monotonicNow();
    const timeout = this.#options.clientTimeoutMs ?? HUB_CLIENT_TIMEOUT_MS;
    for (const connection of this.#connections) {
      if (!connection.handshaken) continue;
      if (now - connection.lastSeen > timeout) {
        this.#closeWith(connection, messages.hub.clientTimeout, true);
      } else if (connection.socket.readyState === WebSocket.OPEN) {
        connection.socket.send(PING_RECORD);
      }
    }
  }
}
