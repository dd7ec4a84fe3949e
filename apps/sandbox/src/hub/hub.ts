/**
 * A SignalR-protocol hub: negotiate (version 1, connection tokens), the three transports of
 * SignalR's HTTP connections (WebSockets on `ws`, server-sent events, long polling; see
 * `transports.ts`) with the JSON hub protocol, pings, completions and close messages. Clients
 * call `JoinTenantGroup` / `LeaveTenantGroup`; the server pushes events to one tenant's group.
 * A client that falls behind is told so (a close message that allows a reconnect) instead of
 * losing messages silently; a connection whose token expired is closed the same way.
 *
 * This module composes the parts, each in a module of its own: the open connections
 * (`connections.ts`), tenant groups (`tenantGroups.ts`), negotiate (`negotiation.ts`), the HTTP
 * transports' requests (`httpRequests.ts`), the WebSocket upgrade (`webSocketUpgrade.ts`), the
 * hub protocol on each connection (`connectionProtocol.ts`), the fan-out of events
 * (`fanOut.ts`), and the periodic pings and token checks (`liveness.ts`).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

import type { Context } from 'hono';

import { HUB_CLOSE_GRACE_MS, HUB_MAX_BUFFERED_BYTES } from '../constants.ts';
import type { HubClientMethod } from '../events.ts';
import type { DemoUser } from '../identity/users.ts';
import type { Verified } from '../identity/tokens.ts';
import type { Logger } from '../logger.ts';
import { messages } from '../messages.ts';
import type { Origins } from '../origins.ts';
import { ConnectionProtocol } from './connectionProtocol.ts';
import { ConnectionRegistry } from './connections.ts';
import { EventFanOut } from './fanOut.ts';
import { httpRequestHandler } from './httpRequests.ts';
import { startLivenessChecks } from './liveness.ts';
import { negotiateHandler, PendingNegotiations } from './negotiation.ts';
import { TenantGroups } from './tenantGroups.ts';
import type { TransportKind } from './transports.ts';
import { WebSocketUpgrades } from './webSocketUpgrade.ts';

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

/** The parts of a hub, shared by the modules that handle its requests and connections. */
export interface HubParts {
  options: HubOptions;
  /** The backlog limit of every transport. */
  maxBufferedBytes: number;
  registry: ConnectionRegistry;
  groups: TenantGroups;
  fanOut: EventFanOut;
  protocol: ConnectionProtocol;
  negotiations: PendingNegotiations;
  /** Whether the hub plays an outage: see `EventHub.suspend`. */
  isSuspended: () => boolean;
}

export class EventHub {
  readonly #parts: HubParts;
  readonly #upgrades: WebSocketUpgrades;
  readonly #stopLivenessChecks: () => void;
  /** While set, the hub plays an outage: see `suspend`. */
  #suspended = false;

  /** POST /hubs/events/negotiate (Hono handler). */
  readonly negotiate: (c: Context) => Promise<Response>;

  /**
   * `GET`, `POST` and `DELETE` on the hub's path (Hono handler): server-sent events, long polls,
   * sends of both, and the long-polling close. WebSockets arrive through `handleUpgrade`.
   */
  readonly http: (c: Context) => Promise<Response>;

  constructor(options: HubOptions) {
    const groups = new TenantGroups();
    // A reader that fell behind is told so by the protocol, which sends through the fan-out.
    const fanOut = new EventFanOut(groups, (connection) => protocol.fellBehind(connection));
    const registry = new ConnectionRegistry(groups, fanOut);
    const protocol = new ConnectionProtocol({ options, registry, groups, fanOut });
    this.#parts = {
      options,
      maxBufferedBytes: options.maxBufferedBytes ?? HUB_MAX_BUFFERED_BYTES,
      registry,
      groups,
      fanOut,
      protocol,
      negotiations: new PendingNegotiations(),
      isSuspended: () => this.#suspended,
    };
    this.#upgrades = new WebSocketUpgrades(this.#parts);
    this.#stopLivenessChecks = startLivenessChecks(this.#parts);
    this.negotiate = negotiateHandler(this.#parts);
    this.http = httpRequestHandler(this.#parts);
  }

  /** The server's `upgrade` event: authenticates, then hands the socket to `ws`. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.#upgrades.handle(request, socket, head);
  }

  /**
   * Pushes one message to every connection in the tenant's group; returns how many will get it.
   * Records published in the same turn of the event loop leave as one frame per connection.
   */
  publish(tenantIdentifier: string, method: HubClientMethod, payload: unknown): number {
    return this.#parts.fanOut.publish(tenantIdentifier, method, payload);
  }

  /**
   * Cuts every connection without a close message, as a network failure would (tests, demos),
   * on every transport.
   */
  dropAll(): void {
    const { registry } = this.#parts;
    for (const connection of [...registry.all]) {
      connection.transport.terminate();
      registry.forget(connection);
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
    const { registry, groups } = this.#parts;
    return {
      connections: registry.all.size,
      groups: groups.sizes(),
      transports: registry.transportCounts(),
    };
  }

  /** Says goodbye (clients may reconnect later) and closes every socket. */
  async close(): Promise<void> {
    const { registry, protocol } = this.#parts;
    this.#stopLivenessChecks();
    for (const connection of registry.all) {
      protocol.closeWith(connection, messages.hub.shuttingDown, true);
    }
    // Clients get a moment to answer the close handshake (and polls to fetch the goodbye); a
    // busy or gone one is cut.
    const closed = this.#upgrades.close();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, HUB_CLOSE_GRACE_MS))]);
    for (const connection of [...registry.all]) {
      connection.transport.terminate();
      registry.forget(connection);
    }
    registry.clearTokens();
  }
}
