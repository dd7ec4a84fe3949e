/**
 * Cases (issue 50): what the attention rules find, kept as records with a life. One open case per
 * device and condition: the rules finding the condition again (a second Empty, Low fluid turning
 * Empty) update it; the rules no longer finding it resolve it, by the device's own message. A
 * person acknowledges, assigns and resolves by hand through the routes (`routes/cases.ts`).
 *
 * Cases follow the state, not requests: `syncDeviceCases` runs after every recorded event and
 * `syncCases` after every accepted write and on the platform's clock (`advance`), so a read never
 * changes anything.
 */
import { CONDITION_OF_REASON } from '@hygiene/api-client';
import type { AttentionFinding, Case, CaseCondition } from '@hygiene/api-client';

import { findingsOf, thresholdsOf } from './attentionRules';
import type { CaseRecord, DeviceRecord, PersonRef, PlatformState, TenantRecord } from './model';
import type { Indexes } from './views';

const MINUTE_MS = 60_000;

/** What made the rules look again: a device's message (its name), or the tenant's thresholds. */
export type SyncCause =
  | { status: 'event'; eventType: string; event: string }
  | { status: 'write'; by: PersonRef }
  | { status: 'thresholds' }
  /** Time passing; `openAtSince`: a case opens when its problem began (the seed's history). */
  | { status: 'time'; openAtSince?: boolean };

/** Whether a device's message reports the condition again (a second Empty for an empty one). */
function reportsAgain(cause: SyncCause, condition: CaseCondition): boolean {
  if (cause.status !== 'event') return false;
  if (condition === 'fluid') return cause.event === 'Empty' || cause.event === 'LowLevel';
  if (condition === 'motor') return cause.eventType === 'MotorStuck';
  return false;
}

/** The worst finding of each condition (findings come worst first). */
function findingsByCondition(findings: readonly AttentionFinding[]) {
  const byCondition = new Map<CaseCondition, AttentionFinding>();
  for (const finding of findings) {
    const condition = CONDITION_OF_REASON[finding.reason];
    if (!byCondition.has(condition)) byCondition.set(condition, finding);
  }
  return byCondition;
}

type OpenIndex = Map<string, Map<CaseCondition, CaseRecord>>;

/** The open cases by device, per state (its `cases` array): built once, kept in step by the syncs. */
const openIndexes = new WeakMap<CaseRecord[], OpenIndex>();

/** The open cases of every device, by device id then condition. */
export function openCases(state: PlatformState): OpenIndex {
  let open = openIndexes.get(state.cases);
  if (open) return open;
  open = new Map();
  for (const record of state.cases) {
    if (record.resolved) continue;
    let byCondition = open.get(record.deviceId);
    if (!byCondition) open.set(record.deviceId, (byCondition = new Map()));
    byCondition.set(record.condition, record);
  }
  openIndexes.set(state.cases, open);
  return open;
}

/** Ends an open case (kept in the open index's step). */
export function resolveCase(
  state: PlatformState,
  record: CaseRecord,
  resolution: NonNullable<CaseRecord['resolved']>,
): void {
  record.resolved = resolution;
  record.updatedAt = resolution.at;
  const byCondition = openCases(state).get(record.deviceId);
  if (byCondition?.get(record.condition) === record) byCondition.delete(record.condition);
}

/**
 * Brings one device's cases in step with what the rules find at `nowMs`: opens a case for a
 * condition without one, updates one whose finding changed or was reported again, resolves one
 * the rules no longer find. A condition resolved by hand is not opened again while the same
 * report stands (same reason and `since`): only a new report opens a new case.
 */
export function syncDeviceCases(
  state: PlatformState,
  device: DeviceRecord,
  tenant: TenantRecord,
  at: string,
  cause: SyncCause,
): void {
  const nowMs = Date.parse(at);
  const found = findingsByCondition(findingsOf(device, thresholdsOf(tenant), nowMs));
  const index = openCases(state);
  let open = index.get(device.id);
  for (const [condition, record] of open ?? []) {
    const finding = found.get(condition);
    if (!finding) {
      resolveCase(state, record, resolutionBy(cause, at));
      continue;
    }
    const again = reportsAgain(cause, condition);
    if (finding.reason !== record.reason || finding.severity !== record.severity || again) {
      // Worse (or better within the condition), or the same reported again: one case, updated.
      record.reason = finding.reason;
      record.severity = finding.severity;
      if (again) record.reports += 1;
      record.updatedAt = at;
    }
  }
  for (const [condition, finding] of found) {
    if (open?.has(condition)) continue;
    if (resolvedByHandStillStanding(state, device.id, condition, finding)) continue;
    state.caseSeq += 1;
    const record: CaseRecord = {
      id: `case-${state.caseSeq}`,
      tenant: device.tenant,
      deviceId: device.id,
      condition,
      reason: finding.reason,
      severity: finding.severity,
      since: finding.since,
      openedAt: (cause.status === 'time' && cause.openAtSince && finding.since) || at,
      updatedAt: at,
      reports: 1,
      acknowledged: null,
      assignee: null,
      resolved: null,
      told: {},
      escalatedAt: null,
    };
    state.cases.push(record);
    if (!open) index.set(device.id, (open = new Map()));
    open.set(condition, record);
  }
}

/** How a case the rules no longer find ended, by what made them look again. */
function resolutionBy(cause: SyncCause, at: string): NonNullable<CaseRecord['resolved']> {
  switch (cause.status) {
    case 'event':
      // The message that said so: the level report's name (Refilled), else its type.
      return {
        at,
        how: 'device',
        event: cause.eventType === 'State' ? cause.event : cause.eventType,
        note: null,
        by: null,
      };
    case 'write':
      // A person's write (new batteries, a refill set by hand): theirs.
      return { at, how: 'hand', event: null, note: null, by: cause.by };
    case 'thresholds':
      return { at, how: 'thresholds', event: null, note: null, by: null };
    case 'time':
      return { at, how: 'device', event: null, note: null, by: null };
    default:
      return cause satisfies never;
  }
}

/** Whether the newest case of this condition was resolved by hand on the report that stands. */
function resolvedByHandStillStanding(
  state: PlatformState,
  deviceId: string,
  condition: CaseCondition,
  finding: AttentionFinding,
): boolean {
  for (let i = state.cases.length - 1; i >= 0; i--) {
    const record = state.cases[i]!;
    if (record.deviceId !== deviceId || record.condition !== condition) continue;
    return (
      record.resolved?.how === 'hand' &&
      record.since === finding.since &&
      finding.since !== null &&
      // A worse reason within the condition (Low fluid to Empty) is news.
      record.reason === finding.reason
    );
  }
  return false;
}

/** Every device's cases in step (after a write, on the clock). */
export function syncCases(state: PlatformState, at: string, cause: SyncCause): void {
  // A device moved to another tenant (or removed) leaves its old tenant's cases resolved.
  const devices = new Map(state.devices.map((d) => [d.id, d]));
  for (const byCondition of openCases(state).values()) {
    for (const record of [...byCondition.values()]) {
      if (devices.get(record.deviceId)?.tenant === record.tenant) continue;
      resolveCase(state, record, { at, how: 'device', event: null, note: null, by: null });
    }
  }
  const tenants = new Map(state.tenants.map((t) => [t.identifier, t]));
  for (const device of state.devices) {
    const tenant = tenants.get(device.tenant);
    if (!tenant || tenant.kind === 'service') continue;
    syncDeviceCases(state, device, tenant, at, cause);
  }
}

/** The state a case is in. */
export function caseState(record: CaseRecord): Case['state'] {
  return record.resolved ? 'resolved' : record.acknowledged ? 'acknowledged' : 'open';
}

function minutesBetween(from: string, to: string | undefined): number | null {
  if (to === undefined) return null;
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / MINUTE_MS));
}

/** A case in the contract's shape, placed in its device's premise and room. */
export function caseView(record: CaseRecord, lookups: Indexes): Case {
  const device = lookups.devices.get(record.deviceId);
  const room =
    device?.locationType === 'RoomModel' ? lookups.rooms.get(device.locationId ?? '') : undefined;
  const floor = room ? lookups.floors.get(room.floorId) : undefined;
  const premise = floor
    ? lookups.premises.get(floor.premiseId)
    : device?.locationType === 'PremiseModel'
      ? lookups.premises.get(device.locationId ?? '')
      : undefined;
  const person = (ref: PersonRef) => ({ id: ref.id, name: ref.name });
  return {
    id: record.id,
    deviceId: record.deviceId,
    serialNumber: device?.serialNumber ?? '',
    condition: record.condition,
    reason: record.reason,
    severity: record.severity,
    state: caseState(record),
    since: record.since,
    openedAt: record.openedAt,
    updatedAt: record.updatedAt,
    reports: record.reports,
    acknowledged: record.acknowledged
      ? { at: record.acknowledged.at, by: person(record.acknowledged.by) }
      : null,
    assignee: record.assignee ? person(record.assignee) : null,
    resolved: record.resolved
      ? { ...record.resolved, by: record.resolved.by ? person(record.resolved.by) : null }
      : null,
    premise: premise ? { id: premise.id, name: premise.name } : null,
    room: room ? { id: room.id, name: room.name } : null,
    minutesToAcknowledge: minutesBetween(record.openedAt, record.acknowledged?.at),
    minutesToResolve: minutesBetween(record.openedAt, record.resolved?.at),
  };
}

/** The median of some numbers; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : Math.round(((sorted[middle - 1]! + sorted[middle]!) / 2) * 10) / 10;
}

/**
 * Keeps the newest `perTenant` resolved cases of each tenant and every open one, in place (the
 * open index stays good: it holds open cases only). Answers how many went.
 */
export function trimResolvedCases(state: PlatformState, perTenant: number): number {
  const seen = new Map<string, number>();
  const cases = state.cases;
  const keep = new Array<boolean>(cases.length);
  // Newest last: count from the end.
  for (let i = cases.length - 1; i >= 0; i--) {
    const record = cases[i]!;
    if (!record.resolved) {
      keep[i] = true;
      continue;
    }
    const count = (seen.get(record.tenant) ?? 0) + 1;
    seen.set(record.tenant, count);
    keep[i] = count <= perTenant;
  }
  let kept = 0;
  for (let i = 0; i < cases.length; i++) if (keep[i]) cases[kept++] = cases[i]!;
  const dropped = cases.length - kept;
  cases.length = kept;
  return dropped;
}
