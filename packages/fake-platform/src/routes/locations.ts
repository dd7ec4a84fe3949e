import { isActiveInstallationStatus } from '@hygiene/api-client';

import type { Ctx, PlatformApp, Scope } from '../context';
import { newId, own, tick } from '../context';
import { messages } from '../messages';
import type {
  FloorPlanRecord,
  FloorRecord,
  PremiseRecord,
  RoomRecord,
  RoomTypeRecord,
  SectionRecord,
} from '../model';
import { BadRequest, conflict, notFound } from '../problem';
import { Query, byName, matchesEveryWord, matchesTerm, paged } from '../query';
import { bodies, quotas, readJson } from '../validation';
import { requireVersion, tagged, versions } from '../versions';

/** Sections, premises, floors, rooms, room types and floor plans: always the caller's own. */
export function locationRoutes(app: PlatformApp) {
  const mine = <T extends { tenant: string }>(scope: Scope, items: T[]) =>
    items.filter((item) => item.tenant === scope.tenant.identifier);

  app.get('/sections', (c) => {
    const scope = c.var.scope;
    const query = new Query(c.req.url);
    const term = query.term();
    const sections = mine(scope, scope.state.sections)
      .filter((s) => matchesTerm(term, s.name))
      .sort(byName);
    return c.json(paged(sections, query.paging(), scope.views.section));
  });

  app.post('/sections', async (c) => {
    const scope = c.var.scope;
    const body = await readJson(c.req.raw, bodies.createSection);
    const section = { id: newId(scope.core), tenant: scope.tenant.identifier, name: body.name };
    scope.state.sections.push(section);
    tick(scope.core);
    return c.json(scope.views.section(section));
  });

  app.get('/sections/:id/premises', (c) => {
    const scope = c.var.scope;
    const section = own(scope, 'section', scope.index.sections, c.req.param('id'));
    const query = new Query(c.req.url);
    const term = query.term();
    const premises = scope.state.premises
      .filter((p) => p.sectionId === section.id && matchesTerm(term, p.name))
      .sort(byName);
    return c.json(paged(premises, query.paging(), scope.views.premise));
  });

  // Extension (issue 46): every premise of the tenant, for the wizard's building choice.
  app.get('/premises', (c) => {
    const scope = c.var.scope;
    const query = new Query(c.req.url);
    const term = query.term();
    const premises = mine(scope, scope.state.premises)
      .filter((p) => matchesTerm(term, p.name))
      .sort(byName);
    return c.json(paged(premises, query.paging(), scope.views.premise));
  });

  app.post('/premises', async (c) => {
    const scope = c.var.scope;
    const body = await readJson(c.req.raw, bodies.createPremise);
    const section = scope.index.sections.get(body.sectionId);
    if (!section || section.tenant !== scope.tenant.identifier) {
      throw BadRequest.field('sectionId', messages.unknownId('section', body.sectionId));
    }
    const premise = {
      id: newId(scope.core),
      tenant: scope.tenant.identifier,
      sectionId: section.id,
      name: body.name,
      location: null,
    };
    scope.state.premises.push(premise);
    tick(scope.core);
    return c.json(scope.views.premise(premise));
  });

  app.get('/premises/:id/floors', (c) => {
    const scope = c.var.scope;
    const premise = own(scope, 'premise', scope.index.premises, c.req.param('id'));
    const query = new Query(c.req.url);
    const term = query.term();
    const floors = scope.state.floors
      .filter((f) => f.premiseId === premise.id && matchesTerm(term, f.name))
      .sort((a, b) => a.number - b.number);
    return c.json(paged(floors, query.paging(), scope.views.floor));
  });

  app.put('/premises/:id/location', async (c) => {
    const scope = c.var.scope;
    const premise = own(scope, 'premise', scope.index.premises, c.req.param('id'));
    const body = await readJson(c.req.raw, bodies.updatePremiseLocation);
    requireVersion(c, versions.premise(premise), 'premise');
    premise.location = { latitude: body.latitude, longitude: body.longitude };
    tick(scope.core);
    return c.body(null, 204);
  });

  app.post('/sections/:id/floors', async (c) => {
    const scope = c.var.scope;
    const section = own(scope, 'section', scope.index.sections, c.req.param('id'));
    const body = await readJson(c.req.raw, bodies.createFloor);
    if (body.sectionId !== section.id)
      throw BadRequest.field('sectionId', messages.mustEqualPath('id'));
    const premise = scope.index.premises.get(body.premiseId);
    if (!premise || premise.sectionId !== section.id) {
      throw BadRequest.field(
        'premiseId',
        messages.unknownId('premise in this section', body.premiseId),
      );
    }
    const floor = {
      id: newId(scope.core),
      tenant: scope.tenant.identifier,
      sectionId: section.id,
      premiseId: premise.id,
      name: body.name,
      number: body.number,
    };
    scope.state.floors.push(floor);
    tick(scope.core);
    return c.json(scope.views.floor(floor));
  });

  app.get('/floors', (c) => {
    const scope = c.var.scope;
    const query = new Query(c.req.url);
    const term = query.term();
    const floors = mine(scope, scope.state.floors)
      .filter((f) => matchesTerm(term, f.name))
      .sort(byName);
    return c.json(paged(floors, query.paging(), scope.views.floor));
  });

  app.get('/floors/:id/rooms', (c) => {
    const scope = c.var.scope;
    const floor = own(scope, 'floor', scope.index.floors, c.req.param('id'));
    const query = new Query(c.req.url);
    const term = query.term();
    const rooms = scope.state.rooms
      .filter((r) => r.floorId === floor.id && matchesTerm(term, r.name))
      .sort(byName);
    return c.json(paged(rooms, query.paging(), scope.views.room));
  });

  app.post('/floors/:id/rooms', async (c) => {
    const scope = c.var.scope;
    const floor = own(scope, 'floor', scope.index.floors, c.req.param('id'));
    const body = await readJson(c.req.raw, bodies.createRoom);
    if (body.floorId !== floor.id) throw BadRequest.field('floorId', messages.mustEqualPath('id'));
    if (body.sectionId !== floor.sectionId) {
      throw BadRequest.field(
        'sectionId',
        messages.unknownId('section of this floor', body.sectionId),
      );
    }
    const type = scope.index.roomTypes.get(body.roomTypeId);
    if (!type || type.tenant !== scope.tenant.identifier) {
      throw BadRequest.field('roomTypeId', messages.unknownId('room type', body.roomTypeId));
    }
    const room = {
      id: newId(scope.core),
      tenant: scope.tenant.identifier,
      sectionId: floor.sectionId,
      floorId: floor.id,
      name: body.name,
      roomTypeId: type.id,
    };
    scope.state.rooms.push(room);
    scope.index.rooms.set(room.id, room);
    tick(scope.core);
    return c.json(scope.views.room(room));
  });

  app.get('/rooms', (c) => {
    const scope = c.var.scope;
    const query = new Query(c.req.url);
    const term = query.term();
    const floorId = query.string('floor-id') || undefined;
    // Extensions (issue 46): the rooms of one premise, and a term whose words may name the
    // room, its floor or its premise.
    const premiseId = query.string('premise-id') || undefined;
    const rooms = mine(scope, scope.state.rooms)
      .filter((r) => {
        const floor = scope.index.floors.get(r.floorId);
        const premise = floor ? scope.index.premises.get(floor.premiseId) : undefined;
        return (
          (floorId === undefined || r.floorId === floorId) &&
          (premiseId === undefined || floor?.premiseId === premiseId) &&
          matchesEveryWord(term, r.name, floor?.name, premise?.name)
        );
      })
      .sort(byName);
    return c.json(paged(rooms, query.paging(), scope.views.room));
  });

  app.get('/room-types', (c) => {
    const scope = c.var.scope;
    const query = new Query(c.req.url);
    const term = query.term();
    const types = mine(scope, scope.state.roomTypes)
      .filter((t) => matchesTerm(term, t.name))
      .sort(byName);
    return c.json(paged(types, query.paging(), scope.views.roomType));
  });

  app.post('/room-types', async (c) => {
    const scope = c.var.scope;
    const body = await readJson(c.req.raw, bodies.createRoomType);
    const exists = mine(scope, scope.state.roomTypes).some(
      (t) => t.name.toLowerCase() === body.name.toLowerCase(),
    );
    if (exists) throw conflict(messages.roomTypeExists(body.name));
    const type = {
      id: newId(scope.core),
      tenant: scope.tenant.identifier,
      name: body.name,
      useForCompliance: body.useForCompliance,
    };
    scope.state.roomTypes.push(type);
    tick(scope.core);
    return c.json(scope.views.roomType(type));
  });

  editableLocations(app);

  for (const target of ['floor', 'room'] as const) {
    const base = target === 'floor' ? '/floors/:id/floor-plans' : '/rooms/:id/floor-plans';
    const find = (c: Ctx) => {
      const scope = c.var.scope;
      const map = target === 'floor' ? scope.index.floors : scope.index.rooms;
      const owner = own<{ id: string; tenant: string }>(
        scope,
        target,
        map,
        c.req.param('id') ?? '',
      );
      const plan = scope.state.floorPlans.find(
        (p) => p.target === target && p.targetId === owner.id,
      );
      return { scope, owner, plan };
    };
    app.get(base, (c) => {
      const { owner, plan } = find(c);
      if (!plan) throw notFound(messages.notFound(`floor plan of ${target}`, owner.id));
      const version = versions.floorPlan(plan.map);
      tagged(c, version);
      return c.json({ map: structuredClone(plan.map), version });
    });
    app.post(base, async (c) => {
      const { scope, owner, plan } = find(c);
      const body = await readJson(c.req.raw, bodies.createFloorFloorPlan);
      quotas.floorPlanEntries(body.map.length);
      if (plan) throw conflict(messages.floorPlanExists);
      const record: FloorPlanRecord = {
        target,
        targetId: owner.id,
        tenant: scope.tenant.identifier,
        map: body.map,
      };
      scope.state.floorPlans.push(record);
      tick(scope.core);
      return c.body(null, 204);
    });
    app.put(base, async (c) => {
      const { scope, owner, plan } = find(c);
      const body = await readJson(c.req.raw, bodies.updateFloorFloorPlan);
      quotas.floorPlanEntries(body.map.length);
      if (!plan) throw notFound(messages.notFound(`floor plan of ${target}`, owner.id));
      // A save on the version it edits: one saved meanwhile is kept, and the caller is told.
      requireVersion(c, versions.floorPlan(plan.map), 'floor plan');
      plan.map = body.map;
      tick(scope.core);
      return c.body(null, 204);
    });
  }
}

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
function editableLocations(app: PlatformApp) {
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
