/**
 * The attention worklist (an extension of the contract, issue 29): which devices of a tenant need
 * someone now, and why. The rules are pure functions of what a device last reported (its
 * `health`, kept as events arrive), its battery level, the tenant's thresholds and the clock; the
 * worklist of a tenant is built from them once per state change and answered from that index,
 * so a page of a 100,000-device fleet is a slice, not a scan.
 */
import { ATTENTION_DEFAULTS, ATTENTION_REASONS } from '@hygiene/api-client';
import type {
  AttentionCount,
  AttentionFinding,
  AttentionItem,
  AttentionReason,
  AttentionSeverity,
  AttentionSummary,
  AttentionThresholds,
  EventType,
} from '@hygiene/api-client';

import { OFFLINE_CRITICAL_AFTER_MINUTES } from './constants';
import type { Core } from './context';
import { nameCollator } from './query';
import type { Indexes } from './views';
import type {
  BatteryFall,
  DeviceHealthRecord,
  DeviceRecord,
  FloorRecord,
  PlatformState,
  PremiseRecord,
  RoomRecord,
  SectionRecord,
  TenantRecord,
} from './model';

const MINUTE_MS = 60_000;

/** What a device that never reported anything is known to have said. */
export const NO_HEALTH: DeviceHealthRecord = {
  lastMessage: null,
  fluid: null,
  motorStuckSince: null,
  batteryFalls: [],
};

/** The parts of an event the rules read. */
export interface HealthEvent {
  eventType: EventType;
  event: string;
  timestamp: string;
  receivedOnServer: string | null;
  battery?: { level: number } | null;
}

/**
 * What a device is known to have said after one more of its events, applied in the order they
 * arrive: Empty or LowLevel stands until Refilled; MotorStuck until MotorRun or MotorReturned.
 */
export function healthAfter(health: DeviceHealthRecord, event: HealthEvent): DeviceHealthRecord {
  const at = event.receivedOnServer ?? event.timestamp;
  const next: DeviceHealthRecord = { ...health, lastMessage: laterOf(health.lastMessage, at) };
  if (event.eventType === 'State') {
    if (event.event === 'Empty' || event.event === 'LowLevel') {
      // A LowLevel after Empty keeps the earlier 'since' only while the level stays the same.
      if (health.fluid?.level !== event.event) next.fluid = { level: event.event, since: at };
    } else if (event.event === 'Refilled') {
      next.fluid = null;
    }
  }
  const level = event.battery?.level ?? (event.eventType === 'BatteryChanged' ? 100 : undefined);
  if (level !== undefined) {
    next.batteryFalls = fallsAfter(
      health.batteryFalls,
      level,
      at,
      event.eventType === 'BatteryChanged',
    );
  }
  if (event.eventType === 'MotorStuck') next.motorStuckSince ??= at;
  if (event.eventType === 'MotorRun' || event.eventType === 'MotorReturned') {
    next.motorStuckSince = null;
  }
  return next;
}

/**
 * The battery's falls after one more report: a lower level adds a fall; new batteries, or a level
 * above the last (batteries changed without a word), start again; the same level changes nothing.
 */
export function fallsAfter(
  falls: readonly BatteryFall[],
  level: number,
  at: string,
  changed = false,
): BatteryFall[] {
  const last = falls.at(-1);
  if (changed || last === undefined || level > last.level) return [{ level, at }];
  return level < last.level ? [...falls, { level, at }] : [...falls];
}

/** When the battery first reached `threshold` in its current fall; null when nobody knows. */
function reachedAt(falls: readonly BatteryFall[], threshold: number): string | null {
  return falls.find((fall) => fall.level <= threshold)?.at ?? null;
}

/** The later of two times (ISO); `b` when `a` is unknown. */
export function laterOf(a: string | null, b: string): string {
  return a === null || Date.parse(b) > Date.parse(a) ? b : a;
}

/** The thresholds a tenant works with: its own, or the defaults until it sets some. */
export function thresholdsOf(tenant: TenantRecord): AttentionThresholds {
  return tenant.attentionThresholds ?? { ...ATTENTION_DEFAULTS };
}

/** The reasons' own order, after severity: fluid, battery, offline, motor. */
const REASON_ORDER: Record<AttentionReason, number> = Object.fromEntries(
  ATTENTION_REASONS.map((reason, i) => [reason, i]),
) as Record<AttentionReason, number>;

/** Each reason's severity; offline becomes critical when it lasts (`findingsOf`). */
const SEVERITY: Record<AttentionReason, AttentionSeverity> = {
  empty: 'critical',
  motorStuck: 'critical',
  criticalBattery: 'critical',
  lowFluid: 'warning',
  lowBattery: 'warning',
  offline: 'warning',
};

/**
 * Why a device needs someone at `nowMs`, worst first; empty when it does not.
 *
 * - Fluid: its standing Empty (critical) or LowLevel (warning) report.
 * - Battery: a battery-powered device's level at or under the critical threshold (critical), else
 *   at or under the low one (warning), since it first reached that threshold (a later report at
 *   the same or a lower level does not move 'since'). A mains device has no battery reason.
 * - Offline: its last message is more than `offlineAfterMinutes` old (warning), and more than
 *   `OFFLINE_CRITICAL_AFTER_MINUTES` (a day) old is critical. A device that never sent one is not
 *   installed yet, so nobody misses it.
 * - Motor: a standing MotorStuck (critical).
 */
export function findingsOf(
  device: Pick<DeviceRecord, 'batteries' | 'powerSource' | 'health'>,
  thresholds: AttentionThresholds,
  nowMs: number,
): AttentionFinding[] {
  const health = device.health;
  const findings: AttentionFinding[] = [];
  const add = (
    reason: AttentionReason,
    since: string | null,
    batteryLevel?: number,
    severity = SEVERITY[reason],
  ) =>
    findings.push({
      reason,
      severity,
      since,
      ...(batteryLevel === undefined ? {} : { batteryLevel }),
    });
  if (health.fluid) add(health.fluid.level === 'Empty' ? 'empty' : 'lowFluid', health.fluid.since);
  const level = device.powerSource === 'Mains' ? null : (device.batteries?.level ?? null);
  if (level !== null) {
    const { criticalBatteryPercent: critical, lowBatteryPercent: low } = thresholds;
    const falls = health.batteryFalls;
    if (level <= critical) add('criticalBattery', reachedAt(falls, critical), level);
    else if (level <= low) add('lowBattery', reachedAt(falls, low), level);
  }
  if (health.lastMessage !== null) {
    const silentMs = nowMs - Date.parse(health.lastMessage);
    if (silentMs > thresholds.offlineAfterMinutes * MINUTE_MS) {
      const lasting = silentMs > OFFLINE_CRITICAL_AFTER_MINUTES * MINUTE_MS;
      add('offline', health.lastMessage, undefined, lasting ? 'critical' : 'warning');
    }
  }
  if (health.motorStuckSince !== null) add('motorStuck', health.motorStuckSince);
  // Worst first: critical before warning, then in the reasons' own order.
  return findings.sort(
    (a, b) =>
      (a.severity === b.severity ? 0 : a.severity === 'critical' ? -1 : 1) ||
      REASON_ORDER[a.reason] - REASON_ORDER[b.reason],
  );
}

/** The worst severity of some findings (critical before warning). */
export function severityOfFindings(findings: readonly AttentionFinding[]): AttentionSeverity {
  return findings.some((f) => f.severity === 'critical') ? 'critical' : 'warning';
}

/** Where a device is, outermost first; a level it is not placed under is absent. */
interface Placement {
  section?: SectionRecord;
  premise?: PremiseRecord;
  floor?: FloorRecord;
  room?: RoomRecord;
}

/** One device on the worklist, with what the filters and the sort read. */
interface Entry {
  device: DeviceRecord;
  placement: Placement;
  findings: AttentionFinding[];
  severity: AttentionSeverity;
  /** When its worst problem began (ms), `Infinity` when nobody knows: the order within a severity. */
  startedMs: number;
}

/** The earliest 'since' of the findings of `severity`; `Infinity` when none has one. */
function startOf(findings: readonly AttentionFinding[], severity: AttentionSeverity): number {
  let earliest = Infinity;
  for (const finding of findings) {
    if (finding.severity !== severity || finding.since === null) continue;
    earliest = Math.min(earliest, Date.parse(finding.since));
  }
  return earliest;
}

/** What a worklist request filters by. */
export interface AttentionFilter {
  reasons: readonly AttentionReason[];
  sectionId?: string;
  premiseId?: string;
  floorId?: string;
  deviceId?: string;
}

/** One tenant's worklist, built once per state change. */
export interface AttentionIndex {
  /** Sorted: critical first, then the longest-standing, then by premise, floor, room, serial. */
  entries: readonly Entry[];
}

/** The platform's time: the live clock where there is one, else the time of the last write. */
export function platformNow(core: Core): number {
  return core.clock ? core.clock().getTime() : Date.parse(core.state.now);
}

/**
 * How long a built worklist stays good under a live clock when nothing is written: a device goes
 * offline by time alone, so the index is rebuilt at least this often.
 */
const LIVE_CLOCK_RESOLUTION_MS = 10_000;

const built = new WeakMap<PlatformState, Map<string, { key: string; index: AttentionIndex }>>();

/**
 * The tenant's worklist, built when the state changed since the last request (every write moves
 * `state.now`), else the one built before.
 */
export function attentionIndex(core: Core, tenant: TenantRecord, lookups: Indexes): AttentionIndex {
  const state = core.state;
  const nowMs = platformNow(core);
  const thresholds = thresholdsOf(tenant);
  const key = [
    state.now,
    core.clock ? Math.floor(nowMs / LIVE_CLOCK_RESOLUTION_MS) : '',
    thresholds.lowBatteryPercent,
    thresholds.criticalBatteryPercent,
    thresholds.offlineAfterMinutes,
  ].join('|');
  let byTenant = built.get(state);
  if (!byTenant) built.set(state, (byTenant = new Map()));
  const cached = byTenant.get(tenant.identifier);
  if (cached?.key === key) return cached.index;
  const index = buildIndex(state, lookups, tenant.identifier, thresholds, nowMs);
  byTenant.set(tenant.identifier, { key, index });
  return index;
}

function buildIndex(
  state: PlatformState,
  lookups: Indexes,
  tenant: string,
  thresholds: AttentionThresholds,
  nowMs: number,
): AttentionIndex {
  // The request's lookups by id (a device is placed in its tenant's locations).
  const { sections, premises, floors, rooms } = lookups;
  const placementOf = (device: DeviceRecord): Placement => {
    const id = device.locationId ?? '';
    const room = device.locationType === 'RoomModel' ? rooms.get(id) : undefined;
    const floor = room
      ? floors.get(room.floorId)
      : device.locationType === 'FloorModel'
        ? floors.get(id)
        : undefined;
    const premise = floor
      ? premises.get(floor.premiseId)
      : device.locationType === 'PremiseModel'
        ? premises.get(id)
        : undefined;
    const sectionId =
      room?.sectionId ??
      floor?.sectionId ??
      premise?.sectionId ??
      (device.locationType === 'SectionModel' ? id : undefined);
    return { room, floor, premise, section: sectionId ? sections.get(sectionId) : undefined };
  };
  const entries: Entry[] = [];
  for (const device of state.devices) {
    if (device.tenant !== tenant) continue;
    const findings = findingsOf(device, thresholds, nowMs);
    if (findings.length === 0) continue;
    const severity = severityOfFindings(findings);
    entries.push({
      device,
      placement: placementOf(device),
      findings,
      severity,
      startedMs: startOf(findings, severity),
    });
  }
  entries.sort(byUrgency);
  return { entries };
}

/**
 * Worst first: critical before warning; within a severity, the longest-standing problem first
 * (the earliest 'since' of the findings of that severity; one nobody knows the start of after
 * those that have one), then the order a person walks: premise, floor, room, serial number.
 */
function byUrgency(a: Entry, b: Entry): number {
  if (a.severity !== b.severity) return a.severity === 'critical' ? -1 : 1;
  return a.startedMs - b.startedMs || byRoute(a, b);
}

/** The order a person walks: premise, floor, room, serial number. */
function byRoute(a: Entry, b: Entry): number {
  return (
    compareNames(a.placement.premise?.name, b.placement.premise?.name) ||
    (a.placement.floor?.number ?? Infinity) - (b.placement.floor?.number ?? Infinity) ||
    compareNames(a.placement.floor?.name, b.placement.floor?.name) ||
    compareNames(a.placement.room?.name, b.placement.room?.name) ||
    nameCollator.compare(a.device.serialNumber, b.device.serialNumber) ||
    // Two premises (or rooms) of one name stay apart, and the order is total.
    compareIds(a.placement.premise?.id, b.placement.premise?.id) ||
    compareIds(a.device.id, b.device.id)
  );
}

/** Names in Norwegian order; a missing one (not placed there) last. */
function compareNames(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return nameCollator.compare(a, b);
}

function compareIds(a: string | undefined, b: string | undefined): number {
  return (a ?? '') < (b ?? '') ? -1 : (a ?? '') > (b ?? '') ? 1 : 0;
}

/** Whether an entry passes a request's filter. */
export function matchesFilter(entry: Entry, filter: AttentionFilter): boolean {
  const { placement } = entry;
  if (filter.sectionId !== undefined && placement.section?.id !== filter.sectionId) return false;
  if (filter.premiseId !== undefined && placement.premise?.id !== filter.premiseId) return false;
  if (filter.floorId !== undefined && placement.floor?.id !== filter.floorId) return false;
  if (filter.deviceId !== undefined && entry.device.id !== filter.deviceId) return false;
  return (
    filter.reasons.length === 0 || entry.findings.some((f) => filter.reasons.includes(f.reason))
  );
}

/** An entry in the contract's shape. */
export function attentionItem(entry: Entry): AttentionItem {
  const { device, placement, findings, severity } = entry;
  const named = (record: { id: string; name: string } | undefined) =>
    record ? { id: record.id, name: record.name } : null;
  return {
    deviceId: device.id,
    serialNumber: device.serialNumber,
    severity,
    findings: findings.map((finding) => ({ ...finding })),
    section: named(placement.section),
    premise: named(placement.premise),
    floor: placement.floor
      ? { id: placement.floor.id, name: placement.floor.name, number: placement.floor.number }
      : null,
    room: named(placement.room),
  };
}

/** The worklist's counts: in all, by severity, by reason and under each location. */
export function attentionSummary(index: AttentionIndex): AttentionSummary {
  const reasons = new Map<AttentionReason, number>(ATTENTION_REASONS.map((r) => [r, 0]));
  const under = {
    sections: new Map<string, AttentionCount>(),
    premises: new Map<string, AttentionCount>(),
    floors: new Map<string, AttentionCount>(),
  };
  const count = (
    map: Map<string, AttentionCount>,
    location: { id: string; name: string } | undefined,
    critical: boolean,
  ) => {
    if (location === undefined) return;
    const { id, name } = location;
    const entry = map.get(id) ?? { id, name, total: 0, critical: 0 };
    entry.total += 1;
    if (critical) entry.critical += 1;
    map.set(id, entry);
  };
  let critical = 0;
  for (const entry of index.entries) {
    const isCritical = entry.severity === 'critical';
    if (isCritical) critical += 1;
    for (const finding of entry.findings) {
      reasons.set(finding.reason, (reasons.get(finding.reason) ?? 0) + 1);
    }
    count(under.sections, entry.placement.section, isCritical);
    count(under.premises, entry.placement.premise, isCritical);
    count(under.floors, entry.placement.floor, isCritical);
  }
  return {
    total: index.entries.length,
    critical,
    reasons: [...reasons].map(([reason, total]) => ({ reason, total })),
    sections: [...under.sections.values()],
    premises: [...under.premises.values()],
    floors: [...under.floors.values()],
  };
}
