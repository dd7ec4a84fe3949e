import type { PlatformApp } from '../context';
import { messages } from '../messages';
import { BadRequest, notFound } from '../problem';
import { Query, matchesTerm, paged } from '../query';
import type { TenantRecord } from '../model';

/** Tenants are the platform's directory: every caller may list them (access is the host's job). */
export function tenantRoutes(app: PlatformApp) {
  app.get('/tenants/closest', (c) => {
    const { state, views } = c.var.scope;
    const query = new Query(c.req.url);
    const latitude = query.number('latitude');
    const longitude = query.number('longitude');
    if (latitude === undefined) throw BadRequest.field('latitude', messages.required);
    if (longitude === undefined) throw BadRequest.field('longitude', messages.required);
    const customers = state.tenants.filter((t) => t.kind === 'customer');
    const closest = [...customers].sort(
      (a, b) => distance(a, latitude, longitude) - distance(b, latitude, longitude),
    )[0];
    if (!closest) throw notFound(messages.notFound('tenant', 'closest'));
    return c.json(views.tenant(closest));
  });

  app.get('/tenants/:id', (c) => {
    const { index, views } = c.var.scope;
    const tenant = index.tenants.get(c.req.param('id'));
    if (!tenant) throw notFound(messages.notFound('tenant', c.req.param('id')));
    return c.json(views.tenant(tenant));
  });

  app.get('/tenants', (c) => {
    const { state, views } = c.var.scope;
    const query = new Query(c.req.url);
    const term = query.term() ?? query.term('searchTerm');
    const latitude = query.number('latitude');
    const longitude = query.number('longitude');
    const byProximity = query.boolean('orderByProximity') === true;
    if (byProximity && (latitude === undefined || longitude === undefined)) {
      throw BadRequest.field(latitude === undefined ? 'latitude' : 'longitude', messages.required);
    }
    const tenants = state.tenants.filter((t) => matchesTerm(term, t.name, t.identifier));
    if (byProximity) {
      tenants.sort(
        (a, b) => distance(a, latitude!, longitude!) - distance(b, latitude!, longitude!),
      );
    }
    return c.json(paged(tenants, query.paging(), views.tenant));
  });
}

/** Squared degrees, good enough to order tenants by nearness within one country. */
function distance(tenant: TenantRecord, latitude: number, longitude: number): number {
  const dLat = tenant.location.latitude - latitude;
  const dLon = (tenant.location.longitude - longitude) * Math.cos((latitude * Math.PI) / 180);
  return dLat * dLat + dLon * dLon;
}
