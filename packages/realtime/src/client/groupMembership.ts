/**
 * The client's tenant group on the server: the group it follows (the lock wins over the current
 * tenant), and one leave/join sequence at a time reconciling it with the group the server
 * confirmed. An epoch tells the answer of a call made before a reconnect (or a stop) from a
 * current one.
 */
import { HUB_SERVER_METHODS } from '../constants';
import type { HubConnectionLike } from '../connection/HubConnectionLike';
import { realtimeDeveloperMessages } from '../messages';
import type { RealtimeLogger } from '../scheduler';
import type { GroupState, RealtimeSnapshot } from './clientState';

type GroupMethod = (typeof HUB_SERVER_METHODS)[keyof typeof HUB_SERVER_METHODS];

/** A change of the current tenant or of the group lock. */
export type GroupChange = Partial<Pick<GroupState, 'tenantIdentifier' | 'lockedTenantIdentifier'>>;

/** The group state after `change`: the client follows the locked tenant, else the current one. */
export function groupAfter(previous: GroupState, change: GroupChange): GroupState {
  const next = { ...previous, ...change };
  next.activeTenantIdentifier = next.lockedTenantIdentifier ?? next.tenantIdentifier;
  return next;
}

/** What the membership needs of its client. */
export interface MembershipHost {
  readonly connection: HubConnectionLike;
  readonly logger: RealtimeLogger;
  snapshot(): RealtimeSnapshot;
  setJoinedGroup(joinedGroup: string | null): void;
  /** Whether the app wants the connection up (between start() and stop()). */
  isWanted(): boolean;
  /** The wanted group is joined: the feeds fetch what they missed. */
  resynced(): void;
  /** Stops the connection and starts a new one, which is in no group. */
  restartConnection(): void;
}

export class GroupMembership {
  // Private by `#`, as in RealtimeClient: the minifier shortens these names.
  readonly #host: MembershipHost;
  #work: Promise<void> = Promise.resolve();
  /** Bumped whenever the server may have forgotten our group (reconnect, close, stop). */
  #epoch = 0;

  constructor(host: MembershipHost) {
    this.#host = host;
  }

  /** The server may have forgotten our group: calls still on their way no longer count. */
  forgotten(): void {
    this.#epoch += 1;
  }

  /** Serialised: one leave/join sequence at a time, each reconciling with the latest wish. */
  sync(): Promise<void> {
    this.#work = this.#work
      .then(() => this.#reconcile())
      // Invocation failures are handled inside; this only keeps the chain alive if a listener threw.
      .catch((error: unknown) =>
        this.#host.logger.error(realtimeDeveloperMessages.groupSyncFailed, error),
      );
    return this.#work;
  }

  async #reconcile(): Promise<void> {
    const host = this.#host;
    for (;;) {
      if (host.snapshot().connection.status !== 'fetched') return;
      const { activeTenantIdentifier: wanted, joinedGroup: joined } = host.snapshot().group;
      if (joined === wanted) return;
      const epoch = this.#epoch;
      if (joined !== null) {
        // Events stop counting as soon as we decide to leave: they may be the old tenant's.
        host.setJoinedGroup(null);
        const left = await this.#invokeLogged(HUB_SERVER_METHODS.leaveTenantGroup, joined, epoch);
        if (epoch !== this.#epoch) return;
        if (!left) {
          // The server may still send the old tenant's events on this connection, and an event
          // does not say its tenant: a new connection (in no group) is the only safe way on.
          host.logger.warn(realtimeDeveloperMessages.restartAfterLeaveFailed(joined));
          host.restartConnection();
          return;
        }
        continue;
      }
      if (wanted === null) return;
      const joinedOk = await this.#invokeLogged(HUB_SERVER_METHODS.joinTenantGroup, wanted, epoch);
      // A reconnect meanwhile replaced the connection; its onreconnected joins again.
      if (epoch !== this.#epoch) return;
      // A failed join is only logged (spec §8); the next tenant change or reconnect retries.
      if (!joinedOk) return;
      host.setJoinedGroup(wanted);
      // Join first, then fetch: the page the feeds load now and the events the group delivers
      // from here on overlap, so nothing falls between them (the feeds drop duplicates).
      if (host.snapshot().group.activeTenantIdentifier === wanted) host.resynced();
    }
  }

  async #invokeLogged(
    method: GroupMethod,
    tenantIdentifier: string,
    epoch: number,
  ): Promise<boolean> {
    try {
      await this.#host.connection.invoke(method, tenantIdentifier);
      return true;
    } catch (error) {
      // Stopped (signing out, leaving the page) or the connection replaced meanwhile: the call
      // failed because of that, which is no error to report.
      if (!this.#host.isWanted() || epoch !== this.#epoch) return false;
      const message =
        method === HUB_SERVER_METHODS.joinTenantGroup
          ? realtimeDeveloperMessages.joinFailed(tenantIdentifier)
          : realtimeDeveloperMessages.leaveFailed(tenantIdentifier);
      this.#host.logger.error(message, error);
      return false;
    }
  }
}
