import { isActiveInstallationStatus } from '@hygiene/api-client';

import type { Ctx, PlatformApp, Scope } from '../../context';
import { own, tick } from '../../context';
import { messages } from '../../messages';
import type {
  FloorRecord,
  PremiseRecord,
  RoomRecord,
  RoomTypeRecord,
  SectionRecord,
} from '../../model';
import { conflict } from '../../problem';
import { bodies, readJson } from '../../validation';
import { requireVersion, tagged, versions } from '../../versions';

type Located = 'SectionModel' | 'PremiseModel' | 'FloorModel' | 'RoomModel';

/**
 * How each location (and a room type) is read, renamed and removed. A removal is refused while
 * anything hangs under the record (the rule of the contract's `remove*` calls): a premise in a
 * section, a floor in a premise, a room on a floor, a device placed at it, an active installation
 * for a room, a room of a type. So nothing is left pointing at what is gone, and removing is never
 * a way to lose devices. What only describes the record goes with it: a floor's or room's floor
 * plan; a removed section leaves the allowed sections of the users who had it.
 */
interface Editable<R extends { id: string; tenant: string; name: string }> {
  what: 'section' | 'premise' | 'floor' | 'room' | 'room type';
  path: string;
  records: (scope: Scope) => R[];
  index: (scope: Scope) => Map<string, R>;
  view: (scope: Scope, record: R) => unknown;
  version: (record: R) => string;
  /** Why it cannot be removed now (a text for `messages.inUse`), or null. */
  inUse: (scope: Scope, record: R) => string | null;
  /** What goes with it. */
  removeAlso?: (scope: Scope, record: R) => void;
  /** A name it may not take (room types are unique by name), or null. */
  nameTaken?: (scope: Scope, record: R, name: string) => boolean;
}

const devicesAt = (scope: Scope, type: Located, id: string) =>
  scope.state.devices.some((d) => d.locationType === type && d.locationId === id);

const removeFloorPlansOf = (scope: Scope, target: 'floor' | 'room', id: string) => {
  const plans = scope.state.floorPlans;
  const index = plans.findIndex((p) => p.target === target && p.targetId === id);
  if (index >= 0) plans.splice(index, 1);
};

const editables = [
  {
    what: 'section',
    path: '/sections/:id',
    records: (scope) => scope.state.sections,
    index: (scope) => scope.index.sections,
    view: (scope, r) => scope.views.section(r),
    version: versions.section,
    inUse: (scope, r) =>
      scope.state.premises.some((p) => p.sectionId === r.id)
        ? messages.inUseReasons.premises
        : devicesAt(scope, 'SectionModel', r.id)
          ? messages.inUseReasons.devices
          : null,
    removeAlso: (scope, r) => {
      for (const user of scope.state.users) {
        if (user.sectionIds.includes(r.id))
          user.sectionIds = user.sectionIds.filter((id) => id !== r.id);
      }
    },
  } satisfies Editable<SectionRecord>,
  {
    what: 'premise',
    path: '/premises/:id',
    records: (scope) => scope.state.premises,
    index: (scope) => scope.index.premises,
    view: (scope, r) => scope.views.premise(r),
    version: versions.premise,
    inUse: (scope, r) =>
      scope.state.floors.some((f) => f.premiseId === r.id)
        ? messages.inUseReasons.floors
        : devicesAt(scope, 'PremiseModel', r.id)
          ? messages.inUseReasons.devices
          : null,
  } satisfies Editable<PremiseRecord>,
  {
    what: 'floor',
    path: '/floors/:id',
    records: (scope) => scope.state.floors,
    index: (scope) => scope.index.floors,
    view: (scope, r) => scope.views.floor(r),
    version: versions.floor,
    inUse: (scope, r) =>
      scope.state.rooms.some((room) => room.floorId === r.id)
        ? messages.inUseReasons.rooms
        : devicesAt(scope, 'FloorModel', r.id)
          ? messages.inUseReasons.devices
          : null,
    removeAlso: (scope, r) => removeFloorPlansOf(scope, 'floor', r.id),
  } satisfies Editable<FloorRecord>,
  {
    what: 'room',
    path: '/rooms/:id',
    records: (scope) => scope.state.rooms,
    index: (scope) => scope.index.rooms,
    view: (scope, r) => scope.views.room(r),
    version: versions.room,
    inUse: (scope, r) =>
      devicesAt(scope, 'RoomModel', r.id)
        ? messages.inUseReasons.devices
        : scope.state.installations.some(
              (i) => i.roomId === r.id && isActiveInstallationStatus(i.status),
            )
          ? messages.inUseReasons.installations
          : null,
    removeAlso: (scope, r) => removeFloorPlansOf(scope, 'room', r.id),
  } satisfies Editable<RoomRecord>,
  {
    what: 'room type',
    path: '/room-types/:id',
    records: (scope) => scope.state.roomTypes,
    index: (scope) => scope.index.roomTypes,
    view: (scope, r) => scope.views.roomType(r),
    version: versions.roomType,
    inUse: (scope, r) =>
      scope.state.rooms.some((room) => room.roomTypeId === r.id)
        ? messages.inUseReasons.roomsOfType
        : null,
    nameTaken: (scope, r, name) =>
      scope.state.roomTypes.some(
        (t) =>
          t.tenant === r.tenant && t.id !== r.id && t.name.toLowerCase() === name.toLowerCase(),
      ),
  } satisfies Editable<RoomTypeRecord>,
];

/** GET (with its version as `ETag`), PATCH (rename) and DELETE (remove) of each location. */
export function editableLocationRoutes(app: PlatformApp) {
  for (const editable of editables as Editable<{ id: string; tenant: string; name: string }>[]) {
    const find = (c: Ctx) => {
      const scope = c.var.scope;
      return {
        scope,
        record: own(scope, editable.what, editable.index(scope), c.req.param('id') ?? ''),
      };
    };
    if (editable.what !== 'room type') {
      app.get(editable.path, (c) => {
        const { scope, record } = find(c);
        tagged(c, editable.version(record));
        return c.json(editable.view(scope, record));
      });
    }
    app.patch(editable.path, async (c) => {
      const { scope, record } = find(c);
      // Every rename takes the same body (`LocationRename`).
      const body = await readJson(c.req.raw, bodies.renameSection);
      requireVersion(c, editable.version(record), editable.what);
      if (editable.nameTaken?.(scope, record, body.name)) {
        throw conflict(messages.roomTypeExists(body.name));
      }
      record.name = body.name;
      tick(scope.core);
      tagged(c, editable.version(record));
      return c.json(editable.view(scope, record));
    });
    app.delete(editable.path, (c) => {
      const { scope, record } = find(c);
      requireVersion(c, editable.version(record), editable.what);
      const reason = editable.inUse(scope, record);
      if (reason !== null) throw conflict(messages.inUse(editable.what, reason));
      const records = editable.records(scope);
      records.splice(records.indexOf(record), 1);
      editable.removeAlso?.(scope, record);
      tick(scope.core);
      return c.body(null, 204);
    });
  }
}
