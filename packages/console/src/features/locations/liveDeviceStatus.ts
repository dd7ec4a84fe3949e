import type { AttentionItem, AttentionReason, Device } from '@hygiene/api-client';
import type { LiveEvent, LiveFeedSnapshot } from '@hygiene/realtime';
import { FLOOR_PLAN_STATUSES, type FloorPlanDeviceStatus } from '@hygiene/ui';

/** What is known of a device's health: from its record, then from each live event it sends. */
export interface DeviceHealth {
  /** `undefined` when neither the record nor an event says. */
  online: boolean | undefined;
  lowBattery: boolean;
  lowFluid: boolean;
  /** Its last fluid report was Empty (lowFluid holds too). */
  empty: boolean;
}

/** State events that mean the fluid is low or out (the platform's event names). */
const LOW_FLUID_EVENTS: ReadonlySet<string> = new Set(['LowLevel', 'Empty']);
const REFILLED_EVENT = 'Refilled';
const EMPTY_EVENT = 'Empty';

/**
 * A device's health as its record tells it: status.isOn, and a battery level at or under the
 * tenant's low-battery percent.
 */
export function healthOf(
  device: Pick<Device, 'status' | 'batteries'>,
  lowBatteryPercent: number,
): DeviceHealth {
  const level = device.batteries?.level;
  return {
    online: device.status ? device.status.isOn : undefined,
    lowBattery: typeof level === 'number' && level <= lowBatteryPercent,
    lowFluid: false,
    empty: false,
  };
}

/** What live events said about one device since the page opened. */
export interface LiveFacts {
  /** It sent an event: it is on. */
  seen: boolean;
  /** Its last fluid report: 'LowLevel' or 'Empty' (true) until 'Refilled' (false). */
  lowFluid: boolean;
  /** Its last fluid report was 'Empty'. */
  empty: boolean;
  /** Its batteries were changed: a low level on record no longer holds. */
  batteryChanged: boolean;
}

const NO_FACTS: LiveFacts = { seen: false, lowFluid: false, empty: false, batteryChanged: false };

/** The facts after one more live event; the same object when the event changes nothing. */
export function applyLiveEvent(facts: LiveFacts, event: LiveEvent): LiveFacts {
  let next = facts.seen ? facts : { ...facts, seen: true };
  if (event.eventType === 'State') {
    if (LOW_FLUID_EVENTS.has(event.event)) {
      const empty = event.event === EMPTY_EVENT;
      if (!next.lowFluid || next.empty !== empty) next = { ...next, lowFluid: true, empty };
    }
    if (event.event === REFILLED_EVENT && next.lowFluid) {
      next = { ...next, lowFluid: false, empty: false };
    }
  }
  if (event.eventType === 'BatteryChanged' && !next.batteryChanged) {
    next = { ...next, batteryChanged: true };
  }
  return next;
}

/** A device's health: its record, overlaid with what live events said since the page opened. */
export function combinedHealth(
  device: Pick<Device, 'status' | 'batteries'>,
  facts: LiveFacts | undefined,
  lowBatteryPercent: number,
): DeviceHealth {
  const base = healthOf(device, lowBatteryPercent);
  if (!facts) return base;
  return {
    online: facts.seen ? true : base.online,
    lowFluid: facts.lowFluid,
    empty: facts.empty,
    lowBattery: base.lowBattery && !facts.batteryChanged,
  };
}

/** The one status the plan shows, worst first: empty, offline, low fluid, low battery, online. */
export function statusOf(health: DeviceHealth): FloorPlanDeviceStatus {
  if (health.empty) return 'empty';
  if (health.online === false) return 'offline';
  if (health.lowFluid) return 'lowFluid';
  if (health.lowBattery) return 'lowBattery';
  return health.online ? 'online' : 'unknown';
}

/**
 * The plan's status of a device: the worse of its live status and what the platform's worklist
 * says, in the worklist's words (empty, battery critical, motor stuck have marks of their own;
 * the order is the kit's `FLOOR_PLAN_STATUSES`). The platform
 * decides with the tenant's thresholds, which the record alone cannot; a live event since the
 * list was read still shows at once.
 */
export function statusWithAttention(
  live: FloorPlanDeviceStatus,
  item: AttentionItem | undefined,
): FloorPlanDeviceStatus {
  let worst = live;
  for (const finding of item?.findings ?? []) {
    const status = STATUS_OF_REASON[finding.reason];
    if (FLOOR_PLAN_STATUSES.indexOf(status) < FLOOR_PLAN_STATUSES.indexOf(worst)) worst = status;
  }
  return worst;
}

const STATUS_OF_REASON: Record<AttentionReason, FloorPlanDeviceStatus> = {
  empty: 'empty',
  lowFluid: 'lowFluid',
  criticalBattery: 'criticalBattery',
  lowBattery: 'lowBattery',
  offline: 'offline',
  motorStuck: 'stuck',
};

/** The live feed's store, as far as the board needs it. */
export interface FeedLike {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => LiveFeedSnapshot;
  attach: () => () => void;
}

/**
 * Folds every live event into what is known of each device, for as long as the page is open. The feed
 * keeps only its newest events; the board remembers what they said after they drop out of it.
 * Each event is applied once (by its identity), oldest first. `getSnapshot` answers a new map
 * only when a device's facts changed, so a screen re-renders only then.
 */
export class LiveHealthBoard {
  private facts: ReadonlyMap<string, LiveFacts> = new Map();
  private seen = new Set<string>();
  private listeners = new Set<() => void>();

  private timer: ReturnType<typeof setTimeout> | undefined;

  /**
   * `publishEveryMs`: at most one new snapshot this often (0: at once). A plan of hundreds of
   * devices need not repaint for every event; a few times a second reads as live.
   */
  constructor(
    private readonly feed: FeedLike,
    private readonly publishEveryMs = 0,
  ) {}

  attach = (): (() => void) => {
    const detach = this.feed.attach();
    const unsubscribe = this.feed.subscribe(this.fold);
    this.fold();
    return () => {
      unsubscribe();
      detach();
      clearTimeout(this.timer);
      this.timer = undefined;
    };
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** What live events said, by device id; devices without events are absent. */
  getSnapshot = (): ReadonlyMap<string, LiveFacts> => this.facts;

  private fold = () => {
    const { events } = this.feed.getSnapshot();
    const seenNow = new Set<string>();
    let changed: Map<string, LiveFacts> | undefined;
    let differs = false;
    // Fold onto what was folded last, published or not.
    const current = this.pending ?? this.facts;
    // The feed is newest first; apply oldest first.
    for (let i = events.length - 1; i >= 0; i -= 1) {
      const event = events[i]!;
      seenNow.add(event.id);
      if (this.seen.has(event.id)) continue;
      const map = (changed ??= new Map(current));
      const before = map.get(event.deviceId) ?? NO_FACTS;
      const after = applyLiveEvent(before, event);
      if (after !== before) {
        map.set(event.deviceId, after);
        differs = true;
      }
    }
    // Events that left the feed can never come back into it: forget their identities.
    this.seen = seenNow;
    if (!changed || !differs) return;
    if (this.publishEveryMs <= 0) {
      this.publish(changed);
      return;
    }
    this.pending = changed;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      const next = this.pending;
      this.pending = undefined;
      if (next) this.publish(next);
    }, this.publishEveryMs);
  };

  private pending: Map<string, LiveFacts> | undefined;

  private publish(next: Map<string, LiveFacts>) {
    this.facts = next;
    this.listeners.forEach((listener) => listener());
  }
}
