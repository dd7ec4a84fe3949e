import { HUB_CLIENT_METHODS, HUB_SERVER_METHODS } from '../constants';
import type { HubConnectionLike } from '../connection/HubConnectionLike';
import {
  parseConfigEvent,
  parseLiveEvent,
  type ConfigEvent,
  type EventTypeHint,
} from '../events/liveEvent';
import {
  LiveFeedStore,
  type FeedListener,
  type FeedSource,
  type LiveFeedOptions,
} from '../feed/LiveFeedStore';
import type { LoadRecentEvents } from '../feed/recentEventsRequest';
import { realtimeMessages } from '../messages';
import {
  animationFrameScheduler,
  consoleLogger,
  type FrameScheduler,
  type RealtimeLogger,
} from '../scheduler';

/**
 * The real-time connection as the spec names its states (§4). `loading` covers the first
 * connect and every reconnect attempt; `error` means it gave up (start failed, or the reconnect
 * delays ran out).
 */
export type ConnectionState =
  | { status: 'default' }
  | { status: 'loading'; phase: 'connecting' | 'reconnecting' }
  | { status: 'fetched' }
  | { status: 'error'; error: Error | undefined };

/** Which tenant group the client wants and which one the server confirmed. */
export interface GroupState {
  /** The tenant the user is on. */
  tenantIdentifier: string | null;
  /** The tenant the group lock forces, or `null` when the lock is off. */
  lockedTenantIdentifier: string | null;
  /** The group the client follows: the locked tenant, else the current one. */
  activeTenantIdentifier: string | null;
  /** The group the server confirmed joining; `null` between groups and after a reconnect. */
  joinedGroup: string | null;
}

export interface RealtimeSnapshot {
  connection: ConnectionState;
  group: GroupState;
  /** Hub messages that failed validation and were dropped since the client was created. */
  malformedMessages: number;
}

export interface RealtimeClientOptions {
  /** The hub connection: `createHubConnection(...)` in the app, a `FakeHubConnection` in tests. */
  connection: HubConnectionLike;
  /** Loads the REST page the feed starts from; without it the feed follows the hub only. */
  loadRecentEvents?: LoadRecentEvents;
  /** Where failed joins, leaves and loads are reported. Defaults to `console`. */
  logger?: RealtimeLogger;
  /** Batches store updates; defaults to once per animation frame. */
  scheduler?: FrameScheduler;
}

type GroupMethod = (typeof HUB_SERVER_METHODS)[keyof typeof HUB_SERVER_METHODS];

/**
 * The app's one real-time client: connection lifecycle, tenant groups and the group lock,
 * validation of every hub message, and the source of live feeds. Framework-agnostic: React
 * reads it through `subscribe` / `getSnapshot` (see `RealtimeProvider` and the hooks).
 */
export class RealtimeClient {
  private snapshot: RealtimeSnapshot = {
    connection: { status: 'default' },
    group: {
      tenantIdentifier: null,
      lockedTenantIdentifier: null,
      activeTenantIdentifier: null,
      joinedGroup: null,
    },
    malformedMessages: 0,
  };
  private readonly listeners = new Set<() => void>();
  private readonly feeds = new Set<FeedListener>();
  private readonly configListeners = new Set<(event: ConfigEvent) => void>();
  private readonly connection: HubConnectionLike;
  private readonly logger: RealtimeLogger;
  private readonly scheduler: FrameScheduler;
  private readonly loadRecentEvents: LoadRecentEvents | undefined;
  /** Whether the app wants the connection up (between start() and stop()). */
  private wanted = false;
  /** Identifies the latest start() or stop(): an older start that resumes late steps aside. */
  private lifecycleToken = 0;
  private lifecycle: Promise<void> = Promise.resolve();
  private groupWork: Promise<void> = Promise.resolve();
  /** Bumped whenever the server may have forgotten our group (reconnect, close, stop). */
  private epoch = 0;
  private malformed = 0;
  private malformedFlushScheduled = false;
  private readonly feedSource: FeedSource;

  constructor(options: RealtimeClientOptions) {
    this.connection = options.connection;
    this.logger = options.logger ?? consoleLogger;
    this.scheduler = options.scheduler ?? animationFrameScheduler;
    this.loadRecentEvents = options.loadRecentEvents;
    this.feedSource = {
      activeTenant: () => this.snapshot.group.activeTenantIdentifier,
      link: (listener) => {
        this.feeds.add(listener);
        return () => this.feeds.delete(listener);
      },
      loadRecentEvents: this.loadRecentEvents,
      scheduler: this.scheduler,
      logger: this.logger,
    };

    // Handlers are registered before start, so no message of the first moments is lost.
    this.connection.on(HUB_CLIENT_METHODS.deviceEvent, (payload) => this.receive(payload));
    this.connection.on(HUB_CLIENT_METHODS.bluetoothEvent, (payload) =>
      this.receive(payload, 'Bluetooth'),
    );
    this.connection.on(HUB_CLIENT_METHODS.transactionEvent, (payload) =>
      this.receive(payload, 'Transaction'),
    );
    this.connection.on(HUB_CLIENT_METHODS.configEvent, (payload) => {
      const event = parseConfigEvent(payload);
      if (!event) return this.countMalformed();
      this.configListeners.forEach((listener) => listener(event));
    });
    this.connection.onreconnecting((error) => {
      this.epoch += 1;
      this.update({
        connection: { status: 'loading', phase: 'reconnecting' },
        group: { ...this.snapshot.group, joinedGroup: null },
      });
      if (error) this.logger.warn(error.message);
    });
    this.connection.onreconnected(() => {
      this.update({ connection: { status: 'fetched' } });
      // The server forgot our group with the old connection: join again, then let the feeds
      // fetch what they missed during the gap.
      void this.syncGroup().then(() => this.feeds.forEach((feed) => feed.resynced()));
    });
    this.connection.onclose((error) => {
      this.epoch += 1;
      this.update({
        connection: this.wanted ? { status: 'error', error } : { status: 'default' },
        group: { ...this.snapshot.group, joinedGroup: null },
      });
    });
  }

  /** Calls `listener` after every snapshot change; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current state; a new object after each change, the same one otherwise. */
  getSnapshot = (): RealtimeSnapshot => this.snapshot;

  /**
   * Connects (state `loading`, then `fetched` or `error`) and joins the active tenant's group.
   * Calling it again while connected does nothing; after an `error` it tries again.
   */
  start = (): Promise<void> => {
    if (this.wanted && this.snapshot.connection.status !== 'error') return this.lifecycle;
    this.wanted = true;
    const token = ++this.lifecycleToken;
    const current = () => token === this.lifecycleToken;
    this.lifecycle = this.lifecycle.then(async () => {
      if (!current()) return;
      this.update({ connection: { status: 'loading', phase: 'connecting' } });
      try {
        await this.connection.start();
      } catch (error) {
        // A stop() during the start aborts it: that is not a failure.
        if (!current()) return;
        this.logger.error(realtimeMessages.log.startFailed, error);
        this.update({ connection: { status: 'error', error: toError(error) } });
        return;
      }
      if (!current()) return;
      this.update({ connection: { status: 'fetched' } });
      await this.syncGroup();
    });
    return this.lifecycle;
  };

  /** Disconnects (state `default`). A start in progress is aborted. */
  stop = (): Promise<void> => {
    if (!this.wanted) return this.lifecycle;
    this.wanted = false;
    const token = ++this.lifecycleToken;
    this.epoch += 1;
    const stopping = this.connection
      .stop()
      .catch((error: unknown) => this.logger.warn(realtimeMessages.log.stopFailed, error));
    this.lifecycle = this.lifecycle
      .then(() => stopping)
      .then(() => {
        if (token !== this.lifecycleToken) return;
        this.update({
          connection: { status: 'default' },
          group: { ...this.snapshot.group, joinedGroup: null },
        });
      });
    return this.lifecycle;
  };

  /** Follows this tenant's group: leaves the previous one, joins this one (spec §4). */
  setTenant = (tenantIdentifier: string | null): void => {
    if (tenantIdentifier === this.snapshot.group.tenantIdentifier) return;
    this.changeGroup({ tenantIdentifier });
  };

  /** Forces the group lock on: follow `tenantIdentifier`'s group whatever the current tenant. */
  lockGroup = (tenantIdentifier: string): void => {
    if (tenantIdentifier === this.snapshot.group.lockedTenantIdentifier) return;
    this.changeGroup({ lockedTenantIdentifier: tenantIdentifier });
  };

  /** Undoes the group lock: back to the current tenant's group. */
  unlockGroup = (): void => {
    if (this.snapshot.group.lockedTenantIdentifier === null) return;
    this.changeGroup({ lockedTenantIdentifier: null });
  };

  /** Listens to validated `ReceiveConfigEvent` messages. Returns the unsubscribe. */
  subscribeConfigEvents = (listener: (event: ConfigEvent) => void): (() => void) => {
    this.configListeners.add(listener);
    return () => this.configListeners.delete(listener);
  };

  /** A new live feed over this client; call `attach()` to start it. Throws on negative size. */
  createLiveFeed = (options: LiveFeedOptions = {}): LiveFeedStore =>
    new LiveFeedStore(this.feedSource, options);

  private changeGroup(
    change: Partial<Pick<GroupState, 'tenantIdentifier' | 'lockedTenantIdentifier'>>,
  ) {
    const previous = this.snapshot.group;
    const next = { ...previous, ...change };
    next.activeTenantIdentifier = next.lockedTenantIdentifier ?? next.tenantIdentifier;
    this.update({ group: next });
    if (next.activeTenantIdentifier !== previous.activeTenantIdentifier) {
      this.feeds.forEach((feed) => feed.activeTenantChanged());
      void this.syncGroup();
    }
  }

  /** Serialised: one leave/join sequence at a time, each reconciling with the latest wish. */
  private syncGroup(): Promise<void> {
    this.groupWork = this.groupWork
      .then(() => this.reconcileGroup())
      // Invocation failures are handled inside; this only keeps the chain alive if a listener threw.
      .catch((error: unknown) => this.logger.error(realtimeMessages.log.groupSyncFailed, error));
    return this.groupWork;
  }

  private async reconcileGroup(): Promise<void> {
    for (;;) {
      if (this.snapshot.connection.status !== 'fetched') return;
      const { activeTenantIdentifier: wanted, joinedGroup: joined } = this.snapshot.group;
      if (joined === wanted) return;
      const epoch = this.epoch;
      if (joined !== null) {
        // Events stop counting as soon as we decide to leave: they may be the old tenant's.
        this.update({ group: { ...this.snapshot.group, joinedGroup: null } });
        await this.invokeLogged(HUB_SERVER_METHODS.leaveTenantGroup, joined);
        if (epoch !== this.epoch) return;
        continue;
      }
      if (wanted === null) return;
      const joinedOk = await this.invokeLogged(HUB_SERVER_METHODS.joinTenantGroup, wanted);
      // A reconnect meanwhile replaced the connection; its onreconnected joins again.
      if (epoch !== this.epoch) return;
      // A failed join is only logged (spec §8); the next tenant change or reconnect retries.
      if (!joinedOk) return;
      this.update({ group: { ...this.snapshot.group, joinedGroup: wanted } });
    }
  }

  private async invokeLogged(method: GroupMethod, tenantIdentifier: string): Promise<boolean> {
    try {
      await this.connection.invoke(method, tenantIdentifier);
      return true;
    } catch (error) {
      const message =
        method === HUB_SERVER_METHODS.joinTenantGroup
          ? realtimeMessages.log.joinFailed(tenantIdentifier)
          : realtimeMessages.log.leaveFailed(tenantIdentifier);
      this.logger.error(message, error);
      return false;
    }
  }

  private receive(payload: unknown, hint?: EventTypeHint): void {
    const event = parseLiveEvent(payload, hint);
    if (!event) return this.countMalformed();
    const { joinedGroup, activeTenantIdentifier } = this.snapshot.group;
    // Only while the wanted group is confirmed: before that, a message may still be the
    // previous tenant's.
    if (joinedGroup === null || joinedGroup !== activeTenantIdentifier) return;
    this.feeds.forEach((feed) => feed.event(event));
  }

  private countMalformed(): void {
    this.malformed += 1;
    // A flood of bad messages must not become a flood of renders: publish once per frame.
    if (this.malformedFlushScheduled) return;
    this.malformedFlushScheduled = true;
    this.scheduler(() => {
      this.malformedFlushScheduled = false;
      this.update({ malformedMessages: this.malformed });
    });
  }

  private update(change: Partial<RealtimeSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.listeners.forEach((listener) => listener());
  }
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Creates the app's real-time client. See `RealtimeClientOptions`. */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  return new RealtimeClient(options);
}
