import type { PlatformApp } from '../../context';
import { newId, own, tick } from '../../context';
import { messages } from '../../messages';
import { BadRequest } from '../../problem';
import { Query, byName, matchesEveryWord, matchesTerm, paged } from '../../query';
import { bodies, readJson } from '../../validation';
import { ownRecords } from './ownRecords';

/** Floors of premises and rooms of floors: listed, searched and created. */
export function floorAndRoomRoutes(app: PlatformApp) {
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
    const floors = ownRecords(scope, scope.state.floors)
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
    const rooms = ownRecords(scope, scope.state.rooms)
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
}
