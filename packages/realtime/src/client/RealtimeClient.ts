import { HUB_CLIENT_METHODS } from '../constants';
import type { HubConnectionLike } from '../connection/HubConnectionLike';
import { watchPageLeaving } from '../connection/pageLeaving';
import {
  parseConfigEvent,
  parseLiveEvent,
  type ConfigEvent,
  type EventTypeHint,
} from '../events/liveEvent';
import type { FeedListener, FeedSource } from '../feed/LiveFeedStore';
import type { LoadRecentEvents } from '../feed/recentEventsRequest';
import { realtimeDeveloperMessages } from '../messages';
import {
  animationFrameScheduler,
  consoleLogger,
  type FrameScheduler,
  type RealtimeLogger,
} from '../scheduler';
import type { RealtimeSnapshot } from './clientState';
import { GroupMembership, groupAfter, type GroupChange } from './groupMembership';
import { NO_GROUP } from './noGroup';
import { RecoveryPlan, type RecoveryOptions } from './recovery';

// The client's types, where the package's entry, the hooks and the tests import them from.
export type { ConnectionState, GroupState, RealtimeSnapshot } from './clientState';
export type { RecoveryOptions, RecoveryTriggers } from './recovery';

export interface RealtimeClientOptions {
  /** The hub connection: `createHubConnection(...)` in the app, a `FakeHubConnection` in tests. */
  connection: HubConnectionLike;
  /** Loads the REST page the feed starts from; without it the feed follows the hub only. */
  loadRecentEvents?: LoadRecentEvents;
  /** Where failed joins, leaves and loads are reported. Defaults to `console`. */
  logger?: RealtimeLogger;
  /** Batches store updates; defaults to once per animation frame. */
  scheduler?: FrameScheduler;
  /** Trying again after an outage; see `RecoveryOptions`. */
  recovery?: RecoveryOptions;
}

/**
 * The app's one real-time client: connection lifecycle, tenant groups and the group lock,
 * validation of every hub message, and the source of live feeds. Framework-agnostic: React
 * reads it through `subscribe` / `getSnapshot` (see `RealtimeProvider` and the hooks).
 *
 * The tries after an outage are `recovery.ts`'s, the joins and leaves of the tenant group
 * `groupMembership.ts`'s; the state it shows is described in `clientState.ts`.
 */
export class RealtimeClient {
  // Members are private by `#`, whose names the minifier shortens (those of TypeScript's
  // `private` it cannot): the client is on every app's first screen, with a size budget.
  #snapshot: RealtimeSnapshot = {
    connection: { status: 'default' },
    group: NO_GROUP,
    malformedMessages: 0,
  };
  readonly #listeners = new Set<() => void>();
  readonly #feeds = new Set<FeedListener>();
  readonly #configListeners = new Set<(event: ConfigEvent) => void>();
  readonly #connection: HubConnectionLike;
  readonly #logger: RealtimeLogger;
  readonly #scheduler: FrameScheduler;
  readonly #loadRecentEvents: LoadRecentEvents | undefined;
  /** Whether the app wants the connection up (between start() and stop()). */
  #wanted = false;
  /** Identifies the latest start() or stop(): an older start that resumes late steps aside. */
  #lifecycleToken = 0;
  #lifecycle: Promise<void> = Promise.resolve();
  readonly #membership: GroupMembership;
  #malformed = 0;
  #malformedFlushScheduled = false;
  /**
   * What a live feed needs from this client (`createLiveFeed(client, options)`). The feed's
   * code is not part of the client's, so an app loads it with the screens that show a feed,
   * not with its shell.
   */
  readonly feedSource: FeedSource;
  readonly #recovery: RecoveryPlan;
  /** A deliberate stop-and-start is under way: its close is not an outage. */
  #restarting = false;

  constructor(options: RealtimeClientOptions) {
    this.#connection = options.connection;
    // Quiet while the page is being left: a start or a group call failing then fails because
    // the person is leaving (the browser closes the socket), not for anyone to look into.
    const logger = options.logger ?? consoleLogger;
    const leaving = watchPageLeaving();
    this.#logger = {
      warn: (message, ...details) => (leaving() ? undefined : logger.warn(message, ...details)),
      error: (message, ...details) => (leaving() ? undefined : logger.error(message, ...details)),
    };
    this.#scheduler = options.scheduler ?? animationFrameScheduler;
    this.#loadRecentEvents = options.loadRecentEvents;
    this.#recovery = new RecoveryPlan(options.recovery, () => void this.retry());
    this.#membership = new GroupMembership({
      connection: this.#connection,
      logger: this.#logger,
      snapshot: () => this.#snapshot,
      setJoinedGroup: (joinedGroup) =>
        this.#update({ group: { ...this.#snapshot.group, joinedGroup } }),
      isWanted: () => this.#wanted,
      resynced: () => this.#feeds.forEach((feed) => feed.resynced()),
      restartConnection: () => this.#restartConnection(),
    });
    this.feedSource = {
      activeTenant: () => this.#snapshot.group.activeTenantIdentifier,
      link: (listener) => {
        this.#feeds.add(listener);
        return () => this.#feeds.delete(listener);
      },
      loadRecentEvents: this.#loadRecentEvents,
      scheduler: this.#scheduler,
      logger: this.#logger,
    };

    // Handlers are registered before start, so no message of the first moments is lost.
    this.#connection.on(HUB_CLIENT_METHODS.deviceEvent, (payload) => this.#receive(payload));
    this.#connection.on(HUB_CLIENT_METHODS.bluetoothEvent, (payload) =>
      this.#receive(payload, 'Bluetooth'),
    );
    this.#connection.on(HUB_CLIENT_METHODS.transactionEvent, (payload) =>
      this.#receive(payload, 'Transaction'),
    );
    this.#connection.on(HUB_CLIENT_METHODS.configEvent, (payload) => {
      const event = parseConfigEvent(payload);
      if (!event) return this.#countMalformed();
      this.#configListeners.forEach((listener) => listener(event));
    });
    this.#connection.onreconnecting((error) => {
      this.#membership.forgotten();
      this.#update({
        connection: { status: 'loading', phase: 'reconnecting' },
        group: { ...this.#snapshot.group, joinedGroup: null },
      });
      if (error) this.#logger.warn(error.message);
    });
    this.#connection.onreconnected(() => {
      this.#recovery.succeeded();
      this.#update({ connection: { status: 'fetched' } });
      // The server forgot our group with the old connection: join again; the confirmed join
      // lets the feeds fetch what they missed during the gap.
      void this.#membership.sync();
    });
    this.#connection.onclose((error) => {
      this.#membership.forgotten();
      if (this.#restarting) return;
      this.#update({ group: { ...this.#snapshot.group, joinedGroup: null } });
      if (this.#wanted) this.#fail(error);
      else this.#update({ connection: { status: 'default' } });
    });
  }

  /** Calls `listener` after every snapshot change; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The current state; a new object after each change, the same one otherwise. */
  getSnapshot = (): RealtimeSnapshot => this.#snapshot;

  /**
   * Connects (state `loading`, then `fetched` or `error`) and joins the active tenant's group.
   * Calling it again while connected does nothing; after an `error` it tries again.
   */
  start = (): Promise<void> => {
    if (this.#wanted && this.#snapshot.connection.status !== 'error') return this.#lifecycle;
    if (this.#wanted) return this.retry();
    this.#wanted = true;
    ++this.#lifecycleToken;
    this.#recovery.begin();
    return this.#connect('connecting');
  };

  /**
   * Tries to connect now when the connection is down (state `error`), instead of waiting for
   * the planned try: the indicator's 'Retry', the browser's `online` event and the tab becoming
   * visible call it. Does nothing in any other state.
   */
  retry = (): Promise<void> => {
    if (!this.#wanted || this.#snapshot.connection.status !== 'error') return this.#lifecycle;
    this.#recovery.cancel();
    return this.#connect('connecting', { onlyIfDown: true });
  };

  /** Disconnects (state `default`). A start in progress is aborted. */
  stop = (): Promise<void> => {
    if (!this.#wanted) return this.#lifecycle;
    this.#wanted = false;
    const token = ++this.#lifecycleToken;
    this.#membership.forgotten();
    this.#recovery.end();
    const stopping = this.#connection
      .stop()
      .catch((error: unknown) => this.#logger.warn(realtimeDeveloperMessages.stopFailed, error));
    this.#lifecycle = this.#lifecycle
      .then(() => stopping)
      .then(() => {
        if (token !== this.#lifecycleToken) return;
        this.#update({
          connection: { status: 'default' },
          group: { ...this.#snapshot.group, joinedGroup: null },
        });
      });
    return this.#lifecycle;
  };

  /** Follows this tenant's group: leaves the previous one, joins this one (spec §4). */
  setTenant = (tenantIdentifier: string | null): void => {
    if (tenantIdentifier === this.#snapshot.group.tenantIdentifier) return;
    this.#changeGroup({ tenantIdentifier });
  };

  /** Forces the group lock on: follow `tenantIdentifier`'s group whatever the current tenant. */
  lockGroup = (tenantIdentifier: string): void => {
    if (tenantIdentifier === this.#snapshot.group.lockedTenantIdentifier) return;
    this.#changeGroup({ lockedTenantIdentifier: tenantIdentifier });
  };

  /** Undoes the group lock: back to the current tenant's group. */
  unlockGroup = (): void => {
    if (this.#snapshot.group.lockedTenantIdentifier === null) return;
    this.#changeGroup({ lockedTenantIdentifier: null });
  };

  /** Listens to validated `ReceiveConfigEvent` messages. Returns the unsubscribe. */
  subscribeConfigEvents = (listener: (event: ConfigEvent) => void): (() => void) => {
    this.#configListeners.add(listener);
    return () => this.#configListeners.delete(listener);
  };

  /** One try at starting the connection (after start(), a retry or a restart), serialised. */
  #connect(
    phase: 'connecting' | 'reconnecting',
    { onlyIfDown = false }: { onlyIfDown?: boolean } = {},
  ): Promise<void> {
    const token = this.#lifecycleToken;
    const current = () => token === this.#lifecycleToken && this.#wanted;
    this.#lifecycle = this.#lifecycle.then(async () => {
      if (!current()) return;
      // Two triggers at once (`online` and `visibilitychange`): the first try may be up already.
      if (onlyIfDown && this.#snapshot.connection.status !== 'error') return;
      this.#recovery.cancel();
      this.#update({ connection: { status: 'loading', phase } });
      try {
        await this.#connection.start();
      } catch (error) {
        // A stop() during the start aborts it: that is not a failure.
        if (!current()) return;
        this.#logger.error(realtimeDeveloperMessages.startFailed, error);
        this.#fail(toError(error));
        return;
      }
      if (!current()) return;
      this.#recovery.succeeded();
      this.#update({ connection: { status: 'fetched' } });
      // A new connection is in no group: joining lets the feeds fetch what they missed.
      await this.#membership.sync();
    });
    return this.#lifecycle;
  }

  /** The connection is down: show it, and plan the next try (capped back-off with jitter). */
  #fail(error: Error | undefined): void {
    const nextRetryAt = this.#recovery.planNext();
    this.#update({
      connection: { status: 'error', error, nextRetryAt },
      group: { ...this.#snapshot.group, joinedGroup: null },
    });
  }

  /**
   * Stops the connection and starts a new one, which is in no group. Used when a leave failed:
   * the server may still count us in the old tenant's group, and only a new connection is
   * sure not to be.
   */
  #restartConnection(): void {
    const token = this.#lifecycleToken;
    this.#membership.forgotten();
    this.#update({
      connection: { status: 'loading', phase: 'reconnecting' },
      group: { ...this.#snapshot.group, joinedGroup: null },
    });
    this.#lifecycle = this.#lifecycle.then(async () => {
      if (token !== this.#lifecycleToken || !this.#wanted) return;
      this.#restarting = true;
      try {
        await this.#connection.stop();
      } catch (error) {
        this.#logger.warn(realtimeDeveloperMessages.stopFailed, error);
      } finally {
        this.#restarting = false;
      }
    });
    void this.#connect('reconnecting');
  }

  #changeGroup(change: GroupChange) {
    const previous = this.#snapshot.group;
    const next = groupAfter(previous, change);
    this.#update({ group: next });
    if (next.activeTenantIdentifier !== previous.activeTenantIdentifier) {
      this.#feeds.forEach((feed) => feed.activeTenantChanged());
      void this.#membership.sync();
    }
  }

  #receive(payload: unknown, hint?: EventTypeHint): void {
    const event = parseLiveEvent(payload, hint);
    if (!event) return this.#countMalformed();
    const { joinedGroup, activeTenantIdentifier } = this.#snapshot.group;
    // Only while the wanted group is confirmed: before that, a message may still be the
    // previous tenant's.
    if (joinedGroup === null || joinedGroup !== activeTenantIdentifier) return;
    this.#feeds.forEach((feed) => feed.event(event));
  }

  #countMalformed(): void {
    this.#malformed += 1;
    // A flood of bad messages must not become a flood of renders: publish once per frame.
    if (this.#malformedFlushScheduled) return;
    this.#malformedFlushScheduled = true;
    this.#scheduler(() => {
      this.#malformedFlushScheduled = false;
      this.#update({ malformedMessages: this.#malformed });
    });
  }

  #update(change: Partial<RealtimeSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...change };
    this.#listeners.forEach((listener) => listener());
  }
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Creates the app's real-time client. See `RealtimeClientOptions`. */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  return new RealtimeClient(options);
}
