import type { Ctx, PlatformApp, Scope } from '../context';
import { newId, own, tick } from '../context';
import { messages } from '../messages';
import type { FloorPlanRecord } from '../model';
import { BadRequest, HttpProblem, conflict, notFound } from '../problem';
import { Query, byName, matchesTerm, paged } from '../query';
import { bodies, quotas, readJson } from '../validation';

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

  app.get('/sections/:id', (c) => {
    const scope = c.var.scope;
    return c.json(
      scope.views.section(own(scope, 'section', scope.index.sections, c.req.param('id'))),
    );
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

  app.get('/premises/:id', (c) => {
    const scope = c.var.scope;
    return c.json(
      scope.views.premise(own(scope, 'premise', scope.index.premises, c.req.param('id'))),
    );
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

  app.get('/floors/:id', (c) => {
    const scope = c.var.scope;
    return c.json(scope.views.floor(own(scope, 'floor', scope.index.floors, c.req.param('id'))));
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
    const rooms = mine(scope, scope.state.rooms)
      .filter((r) => (floorId === undefined || r.floorId === floorId) && matchesTerm(term, r.name))
      .sort(byName);
    return c.json(paged(rooms, query.paging(), scope.views.room));
  });

  app.get('/rooms/:id', (c) => {
    const scope = c.var.scope;
    return c.json(scope.views.room(own(scope, 'room', scope.index.rooms, c.req.param('id'))));
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
      const version = floorPlanVersion(plan.map);
      c.header('etag', `"${version}"`);
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
      const expected = entityTags(c.req.header('if-match'));
      const current = floorPlanVersion(plan.map);
      if (expected && !expected.includes('*') && !expected.includes(current)) {
        throw new HttpProblem({
          status: 412,
          title: messages.preconditionFailedTitle,
          detail: messages.floorPlanChanged(current),
        });
      }
      plan.map = body.map;
      tick(scope.core);
      return c.body(null, 204);
    });
  }
}

/**
 * A floor plan's version: a hash of its map's JSON (FNV-1a, 32 bits, hex). Derived from the
 * content, so stored plans need no field of their own and an identical save by two tabs is no
 * conflict (nothing would be lost).
 */
function floorPlanVersion(map: unknown): string {
  const text = JSON.stringify(map);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(16).padStart(8, '0')}-${text.length.toString(36)}`;
}

/** The entity tags of an `If-Match` header (`"a", W/"b"` -> ['a', 'b']; `*` kept), or null. */
function entityTags(header: string | undefined): string[] | null {
  if (header === undefined || header.trim() === '') return null;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .filter((tag) => tag !== '');
}
