/**
 * The attention worklist of a tenant: the devices the rules (`attentionRules.ts`) find something
 * wrong with, each placed in its location tree and sorted worst first. It is built once per state
 * change and answered from that index, so a page of a 100,000-device fleet is a slice, not a scan.
 */
import type {
  AttentionFinding,
  AttentionItem,
  AttentionReason,
  AttentionSeverity,
  AttentionThresholds,
} from '@hygiene/api-client';

import { findingsOf, severityOfFindings, thresholdsOf } from './attentionRules';
import { caseView } from './cases';
import type { Core } from './context';
import type {
  CaseRecord,
  DeviceRecord,
  FloorRecord,
  PlatformState,
  PremiseRecord,
  RoomRecord,
  SectionRecord,
  TenantRecord,
} from './model';
import { nameCollator } from './query';
import type { Indexes } from './views';

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

/** An entry in the contract's shape, with the device's open cases (worst first). */
export function attentionItem(
  entry: Entry,
  cases: readonly CaseRecord[] = [],
  lookups?: Indexes,
): AttentionItem {
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
    cases: lookups
      ? [...cases]
          .sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'critical' ? -1 : 1))
          .map((record) => caseView(record, lookups))
      : [],
  };
}
