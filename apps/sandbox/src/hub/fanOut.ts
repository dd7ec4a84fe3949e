/**
 * Fan-out of events to a tenant's group. Records published in the same turn of the event loop
 * wait in each connection's outbox and leave as one frame; replies sent meanwhile queue behind
 * them, so a completion never overtakes the events published before it. A reader that fell
 * behind is handed to `fellBehind` instead of a longer queue.
 */
import type { HubClientMethod } from '../events.ts';
import type { Connection } from './connections.ts';
import { MessageType, record } from './protocol.ts';
import type { TenantGroups } from './tenantGroups.ts';

export class EventFanOut {
  readonly #groups: TenantGroups;
  readonly #fellBehind: (connection: Connection) => void;
  /** Connections whose outbox holds records for the next flush. */
  readonly #dirty = new Set<Connection>();
  #flushScheduled = false;

  constructor(groups: TenantGroups, fellBehind: (connection: Connection) => void) {
    this.#groups = groups;
    this.#fellBehind = fellBehind;
  }

  /**
   * Pushes one message to every connection in the tenant's group; returns how many will get it.
   * Records published in the same turn of the event loop (the simulator emits in bursts) leave
   * as one WebSocket frame per connection, which the protocol allows and which costs far less
   * than a frame each.
   */
  publish(tenantIdentifier: string, method: HubClientMethod, payload: unknown): number {
    const group = this.#groups.members(tenantIdentifier);
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
   * Sends one record now, after whatever this turn already queued for the connection (so a
   * completion never overtakes the events published before it).
   */
  send(connection: Connection, text: string): void {
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

  /** Takes what this turn queued for the connection out of the next flush (a close sends it). */
  takeQueued(connection: Connection): string {
    const queued = connection.outbox.join('');
    connection.outbox = [];
    this.#dirty.delete(connection);
    return queued;
  }

  /** Leaves a forgotten connection out of the next flush. */
  discard(connection: Connection): void {
    this.#dirty.delete(connection);
  }
}
