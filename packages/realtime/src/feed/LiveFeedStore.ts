import { DEFAULT_MAX_EVENTS_IN_FEED } from '../constants';
import { parseLiveEvent, type LiveEvent } from '../events/liveEvent';
import { realtimeDeveloperMessages } from '../messages';
import type { FrameScheduler, RealtimeLogger } from '../scheduler';
import { validateMaxEventsInFeed } from './feedSize';
import { recentEventsRequest, type LoadRecentEvents } from './recentEventsRequest';

/** Options of one live feed. A change of either means a new feed (spec §4: the feed resets). */
export interface LiveFeedOptions {
  /** At most this many events, newest first. Default 10; 0 to 1,000 (the API's largest page). */
  maxEventsInFeed?: number;
  /**
   * The event types runtime configuration allows (matched against `eventType`, or the event
   * name). `undefined` shows every type.
   */
  eventTypes?: readonly string[];
}

/**
 * Why a feed has no usable page. `message` is for the app's developer (English); a person reads
 * `LiveFeedList`'s own text for a failed load, in their language.
 */
export type LiveFeedError =
  | { status: 'invalidOptions'; message: string }
  | { status: 'loadFailed'; message: string; cause: unknown };

/**
 * The feed's state. `default`: no tenant yet; `loading`: the REST page is on its way (hub events
 * already show); `fetched`: the page arrived; `error`: see `error` (hub events still show).
 */
export type LiveFeedStatus =
  | { status: 'default' }
  | { status: 'loading' }
  | { status: 'fetched' }
  | { status: 'error'; error: LiveFeedError };

export type LiveFeedSnapshot = LiveFeedStatus & {
  /** Newest first, at most `maxEventsInFeed`, no duplicates. */
  events: readonly LiveEvent[];
  /** Items of the REST page that failed validation and were dropped. */
  malformedCount: number;
};

/** What a feed needs from the client: the only coupling between the two. */
export interface FeedSource {
  activeTenant(): string | null;
  /** Starts delivering validated hub events and group changes; returns the unlink. */
  link(listener: FeedListener): () => void;
  loadRecentEvents: LoadRecentEvents | undefined;
  scheduler: FrameScheduler;
  logger: RealtimeLogger;
}

export interface FeedListener {
  event(event: LiveEvent): void;
  /** The tenant whose events the feed shows changed (tenant switch or group lock). */
  activeTenantChanged(): void;
  /**
   * The group of the active tenant is joined (at start, after a tenant or lock change, a
   * reconnect or a restart): fetch the page again and merge it with what the hub delivers.
   */
  resynced(): void;
}

/**
 * The feed's order: newest first by `orderMs` (the timestamp, never after the platform received
 * it); events of the same millisecond by identity, highest first, so the feed and the
 * platform's page agree on which of them are the newest N.
 */
export function isNewer(a: LiveEvent, b: LiveEvent): boolean {
  return a.orderMs > b.orderMs || (a.orderMs === b.orderMs && a.id > b.id);
}

/**
 * A new live feed over `client` (a `RealtimeClient`); call `attach()` to start it. Throws on a
 * negative size (spec §5: 'maxEventsInFeed cannot be negative').
 */
export function createLiveFeed(
  client: { readonly feedSource: FeedSource },
  options: LiveFeedOptions = {},
): LiveFeedStore {
  return new LiveFeedStore(client.feedSource, options);
}

/**
 * One live feed: the REST page merged with hub events, newest first, capped, filtered,
 * de-duplicated. Framework-agnostic (`subscribe` / `getSnapshot` suit `useSyncExternalStore`).
 *
 * Events are merged into the working list as they arrive (so memory never exceeds the feed
 * size, even when no frame comes), but the snapshot is published at most once per scheduler
 * tick: 1,000 messages a second cost one render per frame.
 */
export class LiveFeedStore {
  readonly maxEventsInFeed: number;
  readonly eventTypes: ReadonlySet<string> | undefined;
  private readonly filter: readonly string[] | undefined;
  private events: LiveEvent[] = [];
  private readonly ids = new Set<string>();
  private status: LiveFeedStatus = { status: 'default' };
  private malformed = 0;
  private snapshot: LiveFeedSnapshot;
  private readonly listeners = new Set<() => void>();
  private flushScheduled = false;
  private cancelFlush: (() => void) | undefined;
  /** Page loads of the current feed generation; a reset aborts them all. */
  private readonly loads = new Set<AbortController>();
  /** Numbers the loads; the status follows the newest load that settled. */
  private loadSeq = 0;
  private settledSeq = 0;
  private generation = 0;
  private unlink: (() => void) | undefined;

  constructor(
    private readonly source: FeedSource,
    options: LiveFeedOptions = {},
  ) {
    this.maxEventsInFeed = validateMaxEventsInFeed(
      options.maxEventsInFeed ?? DEFAULT_MAX_EVENTS_IN_FEED,
    );
    this.filter = options.eventTypes ? [...options.eventTypes] : undefined;
    this.eventTypes = this.filter ? new Set(this.filter) : undefined;
    this.snapshot = this.build();
  }

  /** Starts following the client and loads the first page. Returns the detach. */
  attach = (): (() => void) => {
    this.unlink?.();
    this.unlink = this.source.link({
      event: (event) => {
        if (this.insert(event)) this.scheduleFlush();
      },
      activeTenantChanged: () => this.reset(),
      resynced: () => this.load(),
    });
    this.reset();
    return this.detach;
  };

  /** Stops following the client; pending loads and frames are cancelled. */
  detach = (): void => {
    this.unlink?.();
    this.unlink = undefined;
    this.generation += 1;
    this.abortLoads();
    this.cancelPendingFlush();
  };

  /** Calls `listener` after every published change (at most once per frame for hub events). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The published state; stable between changes, as `useSyncExternalStore` needs. */
  getSnapshot = (): LiveFeedSnapshot => this.snapshot;

  private abortLoads(): void {
    this.loads.forEach((controller) => controller.abort());
    this.loads.clear();
  }

  private reset(): void {
    this.generation += 1;
    this.abortLoads();
    this.events = [];
    this.ids.clear();
    const tenant = this.source.activeTenant();
    if (tenant === null) {
      this.status = { status: 'default' };
    } else if (this.maxEventsInFeed === 0 || !this.source.loadRecentEvents) {
      this.status = { status: 'fetched' };
    } else {
      // Loaded at once so the feed fills fast; the group's join loads it again (see `resynced`)
      // and the two pages and the hub's events merge.
      this.status = { status: 'loading' };
      this.load();
    }
    // A reset shows at once: events of the previous tenant or filter must not linger a frame.
    this.publish();
  }

  private load(): void {
    const tenant = this.source.activeTenant();
    const loader = this.source.loadRecentEvents;
    if (tenant === null || !loader || this.maxEventsInFeed === 0) return;
    // An earlier load of the same feed is not aborted: its events are this tenant's too, and
    // merging both pages (and the hub's events) leaves the newest N.
    const controller = new AbortController();
    this.loads.add(controller);
    const generation = this.generation;
    const seq = ++this.loadSeq;
    const stale = () => generation !== this.generation || controller.signal.aborted;
    // An older load answering late (after a newer one) merges its events but not its status.
    const settle = (status: LiveFeedStatus) => {
      if (seq < this.settledSeq) return;
      this.settledSeq = seq;
      this.status = status;
    };

    new Promise<unknown>((resolve) =>
      resolve(
        loader(recentEventsRequest(tenant, this.maxEventsInFeed, this.filter, controller.signal)),
      ),
    )
      .then((items) => {
        if (stale()) return;
        this.loads.delete(controller);
        if (!Array.isArray(items)) {
          throw new TypeError('loadRecentEvents must resolve with an array of events');
        }
        for (const item of items) {
          const event = parseLiveEvent(item);
          if (event) this.insert(event);
          else this.malformed += 1;
        }
        settle({ status: 'fetched' });
        this.publish();
      })
      .catch((error: unknown) => {
        if (stale()) return;
        this.loads.delete(controller);
        this.source.logger.error(realtimeDeveloperMessages.loadFailed, error);
        settle({
          status: 'error',
          error: {
            status: 'loadFailed',
            message: realtimeDeveloperMessages.loadFailed,
            cause: error,
          },
        });
        this.publish();
      });
  }

  /** Merges one event into the sorted working list; true when the list changed. */
  private insert(event: LiveEvent): boolean {
    const max = this.maxEventsInFeed;
    if (max === 0) return false;
    if (
      this.eventTypes &&
      !this.eventTypes.has(event.eventType) &&
      !this.eventTypes.has(event.event)
    ) {
      return false;
    }
    if (this.ids.has(event.id)) return false;
    const events = this.events;
    const oldest = events[events.length - 1];
    if (events.length >= max && oldest && !isNewer(event, oldest)) return false;
    // Newest first; most arrivals are the newest, so scanning from the front is usually O(1).
    let index = 0;
    while (index < events.length && isNewer(events[index]!, event)) index += 1;
    events.splice(index, 0, event);
    this.ids.add(event.id);
    if (events.length > max) {
      const dropped = events.pop();
      if (dropped) this.ids.delete(dropped.id);
    }
    return true;
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    const cancel = this.source.scheduler(() => this.publish());
    // A synchronous scheduler has published already; keep the cancel only if still pending.
    if (this.flushScheduled) this.cancelFlush = cancel;
  }

  private publish(): void {
    this.cancelPendingFlush();
    this.snapshot = this.build();
    this.listeners.forEach((listener) => listener());
  }

  private cancelPendingFlush(): void {
    this.flushScheduled = false;
    this.cancelFlush?.();
    this.cancelFlush = undefined;
  }

  private build(): LiveFeedSnapshot {
    return { ...this.status, events: this.events.slice(), malformedCount: this.malformed };
  }
}
