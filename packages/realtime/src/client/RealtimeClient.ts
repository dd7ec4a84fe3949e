import {
  HUB_CLIENT_METHODS,
  HUB_SERVER_METHODS,
  RECOVERY_DELAY_MAX_MS,
  RECOVERY_DELAY_MIN_MS,
} from '../constants';
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
import { NO_GROUP } from './noGroup';

/**
 * The real-time connection as the spec names its states (§4). `loading` covers the first
 * connect, every reconnect attempt and every later try; `error` means the connection is down
 * (start failed, or the reconnect delays ran out). The client does not give up: `nextRetryAt`
 * (epoch ms) says when it tries again on its own.
 */
export type ConnectionState =
  | { status: 'default' }
  | { status: 'loading'; phase: 'connecting' | 'reconnecting' }
  | { status: 'fetched' }
  | { status: 'error'; error: Error | undefined; nextRetryAt: number | null };

/**
 * Where the client hears that trying again is worth it at once: the browser came back online,
 * or the tab became visible (a laptop lid opened). Each function subscribes and returns the
 * unsubscribe.
 */
export interface RecoveryTriggers {
  onOnline(listener: () => void): () => void;
  onVisible(listener: () => void): () => void;
}

/** How the client keeps trying after SignalR's own reconnect delays ran out. */
export interface RecoveryOptions {
  /**
   * The wait before try number `attempt` (1, 2, ...). Defaults to a random 30 to 60 s
   * (`RECOVERY_DELAY_MIN_MS`, `RECOVERY_DELAY_MAX_MS`); tests and the chaos test shorten it.
   */
  delayMs?: (attempt: number) => number;
  /** The clock `nextRetryAt` is read from. Defaults to `Date.now`. */
  now?: () => number;
  /**
   * The browser's `online` and `visibilitychange` events (the default, where `window` and
   * `document` exist); `null` for none.
   */
  triggers?: RecoveryTriggers | null;
}

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
  /** Trying again after an outage; see `RecoveryOptions`. */
  recovery?: RecoveryOptions;
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
    group: NO_GROUP,
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
  /**
   * What a live feed needs from this client (`createLiveFeed(client, options)`). The feed's
   * code is not part of the client's, so an app loads it with the screens that show a feed,
   * not with its shell.
   */
  readonly feedSource: FeedSource;
  private readonly retryDelayMs: (attempt: number) => number;
  private readonly now: () => number;
  private readonly triggers: RecoveryTriggers | null;
  private untrigger: (() => void) | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Tries since the connection was last up; drives the back-off. */
  private failedTries = 0;
  /** A deliberate stop-and-start is under way: its close is not an outage. */
  private restarting = false;

  constructor(options: RealtimeClientOptions) {
    this.connection = options.connection;
    // Quiet while the page is being left: a start or a group call failing then fails because
    // the person is leaving (the browser closes the socket), not for anyone to look into.
    const logger = options.logger ?? consoleLogger;
    const leaving = watchPageLeaving();
    this.logger = {
      warn: (message, ...details) => (leaving() ? undefined : logger.warn(message, ...details)),
      error: (message, ...details) => (leaving() ? undefined : logger.error(message, ...details)),
    };
    this.scheduler = options.scheduler ?? animationFrameScheduler;
    this.loadRecentEvents = options.loadRecentEvents;
    this.retryDelayMs = options.recovery?.delayMs ?? defaultRetryDelayMs;
    this.now = options.recovery?.now ?? Date.now;
    this.triggers =
      options.recovery?.triggers === undefined ? browserTriggers() : options.recovery.triggers;
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
      this.failedTries = 0;
      this.update({ connection: { status: 'fetched' } });
      // The server forgot our group with the old connection: join again; the confirmed join
      // lets the feeds fetch what they missed during the gap.
      void this.syncGroup();
    });
    this.connection.onclose((error) => {
      this.epoch += 1;
      if (this.restarting) return;
      this.update({ group: { ...this.snapshot.group, joinedGroup: null } });
      if (this.wanted) this.fail(error);
      else this.update({ connection: { status: 'default' } });
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
    if (this.wanted) return this.retry();
    this.wanted = true;
    ++this.lifecycleToken;
    this.failedTries = 0;
    this.untrigger = this.listenForRecoveryTriggers();
    return this.connect('connecting');
  };

  /**
   * Tries to connect now when the connection is down (state `error`), instead of waiting for
   * the planned try: the indicator's 'Retry', the browser's `online` event and the tab becoming
   * visible call it. Does nothing in any other state.
   */
  retry = (): Promise<void> => {
    if (!this.wanted || this.snapshot.connection.status !== 'error') return this.lifecycle;
    this.clearRetryTimer();
    return this.connect('connecting', { onlyIfDown: true });
  };

  /** Disconnects (state `default`). A start in progress is aborted. */
  stop = (): Promise<void> => {
    if (!this.wanted) return this.lifecycle;
    this.wanted = false;
    const token = ++this.lifecycleToken;
    this.epoch += 1;
    this.clearRetryTimer();
    this.untrigger?.();
    this.untrigger = undefined;
    const stopping = this.connection
      .stop()
      .catch((error: unknown) => this.logger.warn(realtimeDeveloperMessages.stopFailed, error));
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

  /** One try at starting the connection (after start(), a retry or a restart), serialised. */
  private connect(
    phase: 'connecting' | 'reconnecting',
    { onlyIfDown = false }: { onlyIfDown?: boolean } = {},
  ): Promise<void> {
    const token = this.lifecycleToken;
    const current = () => token === this.lifecycleToken && this.wanted;
    this.lifecycle = this.lifecycle.then(async () => {
      if (!current()) return;
      // Two triggers at once (`online` and `visibilitychange`): the first try may be up already.
      if (onlyIfDown && this.snapshot.connection.status !== 'error') return;
      this.clearRetryTimer();
      this.update({ connection: { status: 'loading', phase } });
      try {
        await this.connection.start();
      } catch (error) {
        // A stop() during the start aborts it: that is not a failure.
        if (!current()) return;
        this.logger.error(realtimeDeveloperMessages.startFailed, error);
        this.fail(toError(error));
        return;
      }
      if (!current()) return;
      this.failedTries = 0;
      this.update({ connection: { status: 'fetched' } });
      // A new connection is in no group: joining lets the feeds fetch what they missed.
      await this.syncGroup();
    });
    return this.lifecycle;
  }

  /** The connection is down: show it, and plan the next try (capped back-off with jitter). */
  private fail(error: Error | undefined): void {
    this.clearRetryTimer();
    this.failedTries += 1;
    const delay = Math.max(0, this.retryDelayMs(this.failedTries));
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.retry();
    }, delay);
    this.update({
      connection: { status: 'error', error, nextRetryAt: this.now() + delay },
      group: { ...this.snapshot.group, joinedGroup: null },
    });
  }

  private clearRetryTimer(): void {
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private listenForRecoveryTriggers(): (() => void) | undefined {
    if (!this.triggers) return undefined;
    const offline = this.triggers.onOnline(() => void this.retry());
    const hidden = this.triggers.onVisible(() => void this.retry());
    return () => {
      offline();
      hidden();
    };
  }

  /**
   * Stops the connection and starts a new one, which is in no group. Used when a leave failed:
   * the server may still count us in the old tenant's group, and only a new connection is
   * sure not to be.
   */
  private restartConnection(): void {
    const token = this.lifecycleToken;
    this.epoch += 1;
    this.update({
      connection: { status: 'loading', phase: 'reconnecting' },
      group: { ...this.snapshot.group, joinedGroup: null },
    });
    this.lifecycle = this.lifecycle.then(async () => {
      if (token !== this.lifecycleToken || !this.wanted) return;
      this.restarting = true;
      try {
        await this.connection.stop();
      } catch (error) {
        this.logger.warn(realtimeDeveloperMessages.stopFailed, error);
      } finally {
        this.restarting = false;
      }
    });
    void this.connect('reconnecting');
  }

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
      .catch((error: unknown) =>
        this.logger.error(realtimeDeveloperMessages.groupSyncFailed, error),
      );
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
        const left = await this.invokeLogged(HUB_SERVER_METHODS.leaveTenantGroup, joined, epoch);
        if (epoch !== this.epoch) return;
        if (!left) {
          // The server may still send the old tenant's events on this connection, and an event
          // does not say its tenant: a new connection (in no group) is the only safe way on.
          this.logger.warn(realtimeDeveloperMessages.restartAfterLeaveFailed(joined));
          this.restartConnection();
          return;
        }
        continue;
      }
      if (wanted === null) return;
      const joinedOk = await this.invokeLogged(HUB_SERVER_METHODS.joinTenantGroup, wanted, epoch);
      // A reconnect meanwhile replaced the connection; its onreconnected joins again.
      if (epoch !== this.epoch) return;
      // A failed join is only logged (spec §8); the next tenant change or reconnect retries.
      if (!joinedOk) return;
      this.update({ group: { ...this.snapshot.group, joinedGroup: wanted } });
      // Join first, then fetch: the page the feeds load now and the events the group delivers
      // from here on overlap, so nothing falls between them (the feeds drop duplicates).
      if (this.snapshot.group.activeTenantIdentifier === wanted) {
        this.feeds.forEach((feed) => feed.resynced());
      }
    }
  }

  private async invokeLogged(
    method: GroupMethod,
    tenantIdentifier: string,
    epoch: number,
  ): Promise<boolean> {
    try {
      await this.connection.invoke(method, tenantIdentifier);
      return true;
    } catch (error) {
      // Stopped (signing out, leaving the page) or the connection replaced meanwhile: the call
      // failed because of that, which is no error to report.
      if (!this.wanted || epoch !== this.epoch) return false;
      const message =
        method === HUB_SERVER_METHODS.joinTenantGroup
          ? realtimeDeveloperMessages.joinFailed(tenantIdentifier)
          : realtimeDeveloperMessages.leaveFailed(tenantIdentifier);
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

/** A random wait of 30 to 60 s: capped, and spread so browsers do not all come back at once. */
function defaultRetryDelayMs(): number {
  return RECOVERY_DELAY_MIN_MS + Math.random() * (RECOVERY_DELAY_MAX_MS - RECOVERY_DELAY_MIN_MS);
}

/** The browser's `online` and `visibilitychange` events; `null` outside a browser. */
function browserTriggers(): RecoveryTriggers | null {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  return {
    onOnline(listener) {
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    },
    onVisible(listener) {
      const onChange = () => {
        if (document.visibilityState === 'visible') listener();
      };
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
  };
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Creates the app's real-time client. See `RealtimeClientOptions`. */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  return new RealtimeClient(options);
}
