import type { PlatformApp } from '../../context';
import { newId, own, tick } from '../../context';
import { messages } from '../../messages';
import { BadRequest } from '../../problem';
import { Query, byName, matchesTerm, paged } from '../../query';
import { bodies, readJson } from '../../validation';
import { requireVersion, versions } from '../../versions';
import { ownRecords } from './ownRecords';

/** Sections and their premises: listed, created, and a premise's coordinates. */
export function sectionAndPremiseRoutes(app: PlatformApp) {
  app.get('/sections', (c) => {
    const scope = c.var.scope;
    const query = new Query(c.req.url);
    const term = query.term();
    const sections = ownRecords(scope, scope.state.sections)
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
    const premises = ownRecords(scope, scope.state.premises)
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

  app.put('/premises/:id/location', async (c) => {
    const scope = c.var.scope;
    const premise = own(scope, 'premise', scope.index.premises, c.req.param('id'));
    const body = await readJson(c.req.raw, bodies.updatePremiseLocation);
    requireVersion(c, versions.premise(premise), 'premise');
    premise.location = { latitude: body.latitude, longitude: body.longitude };
    tick(scope.core);
    return c.body(null, 204);
  });
}
