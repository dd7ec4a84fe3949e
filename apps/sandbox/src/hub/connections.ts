/**
 * The hub's open connections: what the hub keeps of each, the set of them, the HTTP transports'
 * connections by connection token, and forgetting a connection everywhere it is held.
 */
import { HUB_CLOSED_POLL_MEMORY_MS } from '../constants.ts';
import type { DemoUser } from '../identity/users.ts';
import type { EventFanOut } from './fanOut.ts';
import type { TenantGroups } from './tenantGroups.ts';
import type { Transport, TransportKind } from './transports.ts';

export interface Connection {
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
  /** Records published in this turn of the event loop, sent as one frame (see `fanOut.ts`). */
  outbox: string[];
  handshakeTimer: NodeJS.Timeout | undefined;
}

/**
 * Deadlines and idle times use a monotonic clock: the wall clock of a busy VM can jump, which
 * must neither expire a connection token just handed out nor time out every client at once.
 */
export const monotonicNow = () => performance.now();

export class ConnectionRegistry {
  readonly #connections = new Set<Connection>();
  /** Connections of the HTTP transports by connection token (sends and polls find them here). */
  readonly #byToken = new Map<string, Connection>();
  readonly #groups: TenantGroups;
  readonly #fanOut: EventFanOut;

  constructor(groups: TenantGroups, fanOut: EventFanOut) {
    this.#groups = groups;
    this.#fanOut = fanOut;
  }

  /** Every open connection, live: one forgotten while it is walked is skipped. */
  get all(): ReadonlySet<Connection> {
    return this.#connections;
  }

  add(connection: Connection): void {
    this.#connections.add(connection);
    if (connection.transport.kind !== 'WebSockets') {
      this.#byToken.set(connection.token, connection);
    }
  }

  has(connection: Connection): boolean {
    return this.#connections.has(connection);
  }

  /** The HTTP transports' connection of this connection token, open or lately closed. */
  byToken(token: string): Connection | undefined {
    return this.#byToken.get(token);
  }

  /** How many open connections the user holds. */
  heldBy(userId: string): number {
    let held = 0;
    for (const connection of this.#connections) if (connection.user.id === userId) held += 1;
    return held;
  }

  /** How many open connections use each transport. */
  transportCounts(): Partial<Record<TransportKind, number>> {
    const transports: Partial<Record<TransportKind, number>> = {};
    for (const { transport } of this.#connections) {
      transports[transport.kind] = (transports[transport.kind] ?? 0) + 1;
    }
    return transports;
  }

  forget(connection: Connection): void {
    clearTimeout(connection.handshakeTimer);
    this.#fanOut.discard(connection);
    this.#connections.delete(connection);
    this.#groups.leaveAll(connection);
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

  /** Forgets the closed long polls kept for their last polls (the hub is closing). */
  clearTokens(): void {
    this.#byToken.clear();
  }
}
