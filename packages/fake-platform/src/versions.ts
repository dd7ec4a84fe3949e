/**
 * Versions of the records two people edit (issue 54): floor plans, users, devices, locations,
 * room types, a tenant's thresholds, installations. A version is a hash of what people edit in
 * the record, so stored records need no field of their own, an identical save by two tabs is no
 * conflict (nothing would be lost), and what a device reports (its messages, its battery level)
 * never makes a person's edit stale. Answers carry it as `version` (and a single record's GET as
 * its `ETag`); a write that names another in `If-Match` answers 412 and changes nothing.
 */
import type { AttentionThresholds } from '@hygiene/api-client';

import type { Ctx } from './context';
import { messages } from './messages';
import type {
  DeviceRecord,
  FloorRecord,
  InstallationRecord,
  PremiseRecord,
  RoomRecord,
  RoomTypeRecord,
  SectionRecord,
  UserRecord,
} from './model';
import { HttpProblem } from './problem';

/** FNV-1a (32 bits, hex) of the value's JSON, with the JSON's length: `1a2b3c4d-5k`. */
export function versionOf(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(16).padStart(8, '0')}-${text.length.toString(36)}`;
}

/** What of each record people edit: its version is of this, and of nothing else. */
export const versions = {
  section: (s: SectionRecord) => versionOf([s.id, s.name]),
  premise: (p: PremiseRecord) => versionOf([p.id, p.name, p.sectionId, p.location]),
  floor: (f: FloorRecord) => versionOf([f.id, f.name, f.number, f.premiseId]),
  room: (r: RoomRecord) => versionOf([r.id, r.name, r.floorId, r.roomTypeId]),
  roomType: (t: RoomTypeRecord) => versionOf([t.id, t.name, t.useForCompliance]),
  user: (u: UserRecord) =>
    versionOf([u.id, u.tenant, u.email, u.firstName, u.lastName, u.groupIds, u.sectionIds]),
  /** Not its messages, level or battery level: those are the device's, not a person's edit. */
  device: (d: DeviceRecord) =>
    versionOf([
      d.id,
      d.serialNumber,
      d.modelId,
      d.tenant,
      d.locationType,
      d.locationId,
      d.fluidType,
      d.powerSource,
      d.batteries?.lastChanged ?? null,
    ]),
  /** Its status, installer, room and completion; pictures taken meanwhile are added, not edits. */
  installation: (i: InstallationRecord) =>
    versionOf([i.id, i.status, i.installer, i.tenant, i.roomId, i.completion]),
  thresholds: (t: AttentionThresholds) =>
    versionOf([t.lowBatteryPercent, t.criticalBatteryPercent, t.offlineAfterMinutes]),
  floorPlan: (map: unknown) => versionOf(map),
} as const;

/** Sets the answer's `ETag` to `version`. */
export function tagged(c: Ctx, version: string): void {
  c.header('etag', `"${version}"`);
}

/**
 * 412 Precondition Failed, changing nothing, when the request's `If-Match` names a version other
 * than `current` (`*` matches any). Without `If-Match` the write is unconditional.
 */
export function requireVersion(c: Ctx, current: string, what: string): void {
  const expected = entityTags(c.req.header('if-match'));
  if (expected === null || expected.includes('*') || expected.includes(current)) return;
  throw new HttpProblem({
    status: 412,
    title: messages.preconditionFailedTitle,
    detail: messages.recordChanged(what, current),
  });
}

/** The entity tags of an `If-Match` header (`"a", W/"b"` -> ['a', 'b']; `*` kept), or null. */
function entityTags(header: string | undefined): string[] | null {
  if (header === undefined || header.trim() === '') return null;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .filter((tag) => tag !== '');
}
