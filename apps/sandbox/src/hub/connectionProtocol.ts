/**
 * The JSON hub protocol on one connection, whatever its transport: the handshake (in time),
 * invocations (`JoinTenantGroup` / `LeaveTenantGroup`, answered with completions), and the ways
 * a connection ends: a close message (which may allow a reconnect), or a cut when a client that
 * fell behind does not go. The records themselves are `protocol.ts`'s.
 */
import { HUB_SERVER_METHODS } from '@hygiene/api-client';
import type { RawData } from 'ws';

import {
  HUB_CLOSE_GRACE_MS,
  HUB_HANDSHAKE_TIMEOUT_MS,
  HUB_MAX_MESSAGE_BYTES,
} from '../constants.ts';
import type { DemoUser } from '../identity/users.ts';
import { messages } from '../messages.ts';
import { monotonicNow } from './connections.ts';
import type { Connection, ConnectionRegistry } from './connections.ts';
import type { EventFanOut } from './fanOut.ts';
import type { HubOptions, HubParts } from './hub.ts';
import {
  HANDSHAKE_OK_RECORD,
  MessageType,
  parseHandshake,
  parseMessage,
  record,
  splitRecords,
} from './protocol.ts';
import type { TenantGroups } from './tenantGroups.ts';
import type { Transport } from './transports.ts';

export class ConnectionProtocol {
  readonly #options: HubOptions;
  readonly #registry: ConnectionRegistry;
  readonly #groups: TenantGroups;
  readonly #fanOut: EventFanOut;

  constructor(parts: Pick<HubParts, 'options' | 'registry' | 'groups' | 'fanOut'>) {
    this.#options = parts.options;
    this.#registry = parts.registry;
    this.#groups = parts.groups;
    this.#fanOut = parts.fanOut;
  }

  /** Registers the connection of a transport that just opened; its handshake is due in time. */
  open(
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
      if (!connection.handshaken) this.closeWith(connection, messages.hub.handshakeTimeout, false);
    }, HUB_HANDSHAKE_TIMEOUT_MS);
    this.#registry.add(connection);
    return connection;
  }

  /** A WebSocket message: text only (the hub speaks no binary protocol). */
  receiveFrame(connection: Connection, data: RawData, isBinary: boolean): void {
    if (isBinary) {
      this.closeWith(connection, messages.hub.protocolError, false);
      return;
    }
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Buffer.from(new Uint8Array(data)).toString('utf8');
    this.receiveText(connection, text);
  }

  receiveText(connection: Connection, text: string): void {
    connection.lastSeen = monotonicNow();
    const { records, rest } = splitRecords(connection.pending + text);
    if (rest.length > HUB_MAX_MESSAGE_BYTES) {
      this.closeWith(connection, messages.hub.protocolError, false);
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
      this.end(connection);
      return;
    }
    const { protocol, version } = parsed.value;
    if (protocol !== 'json' || version !== 1) {
      connection.transport.send(record({ error: messages.hub.handshakeError(protocol) }));
      this.end(connection);
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
      this.closeWith(connection, messages.hub.protocolError, false);
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
          this.#fanOut.send(connection, record(completion));
        }
        return;
      }
      case MessageType.StreamInvocation:
        this.#fanOut.send(
          connection,
          record({
            type: MessageType.Completion,
            invocationId: message.invocationId,
            error: messages.hub.streamsUnsupported,
          }),
        );
        return;
      case MessageType.Close:
        this.end(connection);
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
      this.#groups.leave(connection, tenant);
      return { status: 'ok' };
    }
    if (!this.#options.mayJoin(connection.user, tenant)) {
      return { status: 'error', error: messages.hub.joinRefused(tenant) };
    }
    this.#groups.join(connection, tenant);
    return { status: 'ok' };
  }

  /** Sends a close message and closes; `allowReconnect` tells the client it may come back. */
  closeWith(connection: Connection, error: string, allowReconnect: boolean): void {
    const { transport } = connection;
    if (!transport.isOpen()) return;
    const queued = this.#fanOut.takeQueued(connection);
    transport.send(queued + record({ type: MessageType.Close, error, allowReconnect }));
    this.end(connection);
  }

  /**
   * Closes the transport after what was sent. A WebSocket is forgotten when its close handshake
   * ends; the HTTP transports at once (a long poll still fetches what is queued, then 204).
   */
  end(connection: Connection): void {
    connection.transport.close();
    if (connection.transport.kind !== 'WebSockets') this.#registry.forget(connection);
  }

  /** Tells a client that stopped reading that it fell behind; cuts it if it does not go. */
  fellBehind(connection: Connection): void {
    this.#options.logger.warn(`hub connection ${connection.id}: ${messages.hub.fellBehind}`);
    // The goodbye waits behind the unread backlog; without a grace the client may never see it.
    this.closeWith(connection, messages.hub.fellBehind, true);
    this.#groups.leaveAll(connection);
    setTimeout(() => {
      if (this.#registry.has(connection)) {
        connection.transport.terminate();
        this.#registry.forget(connection);
      }
    }, HUB_CLOSE_GRACE_MS).unref();
  }
}
