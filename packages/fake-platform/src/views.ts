/**
 * Turns records into the contract's shapes. Indexes are built once per viewer (one viewer per
 * request), so a page of 10,000 devices costs a few map look-ups per device, not scans.
 */
import type {
  Device,
  DeviceComment,
  DeviceEvent,
  DeviceSession,
  Floor,
  Installation,
  Premise,
  Room,
  RoomType,
  Section,
  ServiceTenant,
  Tenant,
  TenantReference,
  User,
  UserSession,
} from '@hygiene/api-client';

import type {
  CommentRecord,
  DeviceRecord,
  DeviceSessionRecord,
  EventRecord,
  FloorRecord,
  InstallationRecord,
  PlatformState,
  PremiseRecord,
  RoomRecord,
  RoomTypeRecord,
  SectionRecord,
  TenantRecord,
  UserRecord,
  UserSessionRecord,
} from './model';
import type { Caller } from './context';
import { versions } from './versions';

/** Records by id, built lazily. */
export interface Indexes {
  tenants: Map<string, TenantRecord>;
  sections: Map<string, SectionRecord>;
  premises: Map<string, PremiseRecord>;
  floors: Map<string, FloorRecord>;
  rooms: Map<string, RoomRecord>;
  roomTypes: Map<string, RoomTypeRecord>;
  devices: Map<string, DeviceRecord>;
  /** A device's installations, oldest first. */
  installationsByDevice: Map<string, InstallationRecord[]>;
  commentsByDevice: Map<string, CommentRecord[]>;
  users: Map<string, UserRecord>;
  groups: Map<string, string>;
}

function byId<T extends { id: string }>(items: T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Lazy indexes over `state`: each is built on first use. */
export function createIndexes(state: PlatformState): Indexes {
  const cache: Partial<Indexes> = {};
  const lazy = <K extends keyof Indexes>(key: K, build: () => Indexes[K]) => ({
    get: () => (cache[key] ??= build()),
    enumerable: true,
  });
  return Object.defineProperties({} as Indexes, {
    tenants: lazy('tenants', () => new Map(state.tenants.map((t) => [t.identifier, t]))),
    sections: lazy('sections', () => byId(state.sections)),
    premises: lazy('premises', () => byId(state.premises)),
    floors: lazy('floors', () => byId(state.floors)),
    rooms: lazy('rooms', () => byId(state.rooms)),
    roomTypes: lazy('roomTypes', () => byId(state.roomTypes)),
    devices: lazy('devices', () => byId(state.devices)),
    installationsByDevice: lazy('installationsByDevice', () =>
      groupBy(
        [...state.installations].sort((a, b) =>
          a.created < b.created ? -1 : a.created > b.created ? 1 : 0,
        ),
        (i) => i.deviceId,
      ),
    ),
    commentsByDevice: lazy('commentsByDevice', () => groupBy(state.comments, (c) => c.deviceId)),
    users: lazy('users', () => byId(state.users)),
    groups: lazy('groups', () => new Map(state.groups.map((g) => [g.id, g.name]))),
  });
}

/** The contract shapes of records. */
export function createViews(index: Indexes) {
  const tenantReference = (identifier: string): TenantReference => {
    const tenant = index.tenants.get(identifier);
    return tenant ? { identifier, name: tenant.name } : { identifier };
  };
  const roomType = (r: RoomTypeRecord): RoomType => ({
    id: r.id,
    name: r.name,
    useForCompliance: r.useForCompliance,
    version: versions.roomType(r),
  });
  const floor = (f: FloorRecord): Floor => ({
    id: f.id,
    name: f.name,
    number: f.number,
    premiseId: f.premiseId,
    sectionId: f.sectionId,
    version: versions.floor(f),
  });
  const room = (r: RoomRecord): Room => {
    const f = index.floors.get(r.floorId);
    const t = index.roomTypes.get(r.roomTypeId);
    return {
      id: r.id,
      name: r.name,
      floor: f ? floor(f) : null,
      type: t ? roomType(t) : null,
      sectionId: r.sectionId,
      version: versions.room(r),
    };
  };
  /** A user as a list names them: first and last name, else the e-mail. */
  const userName = (id: string): string | null => {
    const u = index.users.get(id);
    if (!u) return null;
    return `${u.firstName} ${u.lastName}`.trim() || u.email;
  };
  /** An installation without its images, as a page of devices inlines it. */
  const listedInstallation = (i: InstallationRecord): Installation => {
    const r = i.roomId ? index.rooms.get(i.roomId) : undefined;
    return {
      id: i.id,
      serialnumber: i.serialnumber,
      installationStatus: i.status,
      tenant: tenantReference(i.tenant),
      tenantIdentifier: i.tenant,
      installer: i.installer,
      created: i.created,
      completion: i.completion ? { ...i.completion } : null,
      room: r ? room(r) : null,
      plannedFor: i.plannedFor,
      installerName: i.installer ? userName(i.installer) : null,
      version: versions.installation(i),
    };
  };
  const installation = (i: InstallationRecord): Installation => ({
    ...listedInstallation(i),
    images: i.images.map((image) => ({ ...image })),
  });
  /**
   * A comment as `caller` sees it: whether they may edit or delete it (issue 46). Inlined in a
   * device, where nobody edits it, without.
   */
  const comment = (c: CommentRecord, caller?: Caller): DeviceComment => ({
    id: c.id,
    text: c.text,
    created: c.created,
    edited: c.edited,
    author: c.author,
    editedBy: c.editedBy,
    ...(caller
      ? { viewerMayEdit: mayEditComment(c, caller), viewerMayDelete: mayDeleteComment(c, caller) }
      : {}),
  });
  /** A device without its comments and its installation's images: what a list shows. */
  const listedDevice = (d: DeviceRecord): Device => {
    const installations = index.installationsByDevice.get(d.id);
    const latest = installations?.[installations.length - 1];
    return {
      id: d.id,
      serialNumber: d.serialNumber,
      fluid: d.fluidType ? { type: d.fluidType } : null,
      location: {
        tenant: tenantReference(d.tenant),
        identifier: d.locationId,
        type: d.locationType,
      },
      powerSource: d.powerSource,
      batteries: d.batteries ? { ...d.batteries } : null,
      status: { isOn: d.isOn, lastMessage: d.health.lastMessage },
      deviceInstallation: latest ? listedInstallation(latest) : null,
      onlineEventCount: d.onlineEventCount,
      modelId: d.modelId,
      version: versions.device(d),
    };
  };
  /** A device as the single-device answers give it: with its comments and images. */
  const device = (d: DeviceRecord): Device => {
    const listed = listedDevice(d);
    const installations = index.installationsByDevice.get(d.id);
    const latest = installations?.[installations.length - 1];
    return {
      ...listed,
      comments: (index.commentsByDevice.get(d.id) ?? []).map((c) => comment(c)),
      deviceInstallation: latest ? installation(latest) : null,
    };
  };
  return {
    tenantReference,
    tenant: (t: TenantRecord): Tenant => ({
      identifier: t.identifier,
      name: t.name,
      realm: t.realm,
    }),
    serviceTenant: (t: TenantRecord): ServiceTenant => ({
      identifier: t.identifier,
      name: t.name,
      realm: t.realm,
      serviceTimeEnd: t.serviceTimeEnd,
    }),
    section: (s: SectionRecord): Section => ({
      id: s.id,
      name: s.name,
      version: versions.section(s),
    }),
    premise: (p: PremiseRecord): Premise => ({
      id: p.id,
      name: p.name,
      sectionId: p.sectionId,
      location: p.location ? { ...p.location } : null,
      version: versions.premise(p),
    }),
    floor,
    room,
    roomType,
    installation,
    comment,
    device,
    listedDevice,
    event: (e: EventRecord): DeviceEvent => ({
      eventType: e.eventType,
      event: e.event,
      deviceId: e.deviceId,
      timestamp: e.timestamp,
      receivedOnServer: e.receivedOnServer,
      source: e.source,
      bluetooth: e.bluetooth ? { ...e.bluetooth } : null,
      transaction: e.transaction ? { ...e.transaction } : null,
      counter: e.counter ? { ...e.counter } : null,
      // An extension: only the events that report a battery level carry it.
      ...(e.battery ? { battery: { ...e.battery } } : {}),
    }),
    user: (u: UserRecord): User => ({
      id: u.id,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      tenant: tenantReference(u.tenant),
      groups: u.groupIds.map((id) => ({ id, name: index.groups.get(id) ?? id })),
      allowedSections: u.sectionIds.map((id) => ({ id, name: index.sections.get(id)?.name ?? id })),
      version: versions.user(u),
    }),
    userSession: (s: UserSessionRecord): UserSession => ({
      id: s.id,
      created: s.created,
      tenantIdentifier: s.tenant,
      userId: s.userId,
    }),
    deviceSession: (s: DeviceSessionRecord): DeviceSession => ({
      id: s.id,
      created: s.created,
      deviceId: s.deviceId,
      tenantIdentifier: s.tenant,
      stopped: s.stopped,
    }),
  };
}

export type Views = ReturnType<typeof createViews>;

/** A comment is edited by its author only: nobody's words change under their name (issue 46). */
export const mayEditComment = (comment: CommentRecord, caller: Caller): boolean =>
  comment.authorId !== null && comment.authorId === caller.id;

/** Deleted by its author, or by an administrator (who clears what should not stand). */
export const mayDeleteComment = (comment: CommentRecord, caller: Caller): boolean =>
  mayEditComment(comment, caller) || caller.roles.includes('administrator');
