import type { PlatformApp } from '../../context';
import { newId, tick } from '../../context';
import { messages } from '../../messages';
import { conflict } from '../../problem';
import { Query, byName, matchesTerm, paged } from '../../query';
import { bodies, readJson } from '../../validation';
import { ownRecords } from './ownRecords';

/** Room types: listed and created, unique by name within the tenant. */
export function roomTypeRoutes(app: PlatformApp) {
  app.get('/room-types', (c) => {
    const scope = c.var.scope;
    const query = new Query(c.req.url);
    const term = query.term();
    const types = ownRecords(scope, scope.state.roomTypes)
      .filter((t) => matchesTerm(term, t.name))
      .sort(byName);
    return c.json(paged(types, query.paging(), scope.views.roomType));
  });

  app.post('/room-types', async (c) => {
    const scope = c.var.scope;
    const body = await readJson(c.req.raw, bodies.createRoomType);
    const exists = ownRecords(scope, scope.state.roomTypes).some(
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
}
