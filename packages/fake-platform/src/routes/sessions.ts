import type { PlatformApp, Scope } from '../context';
import {
  canSeeDevice,
  canSeeTenantRecord,
  newId,
  own,
  pathTenant,
  requireServiceTenant,
  tick,
  visibleDevice,
  visibleDeviceSession,
} from '../context';
import { tenantMaintenance } from '../maintenance';
import { messages } from '../messages';
import type { DeviceSessionRecord } from '../model';
import { BadRequest, conflict } from '../problem';
import { Query, matchesTerm, paged } from '../query';
import { bodies, readJson } from '../validation';

const HOUR = 3_600_000;
/** How long maintenance lasts when the start names no end. */
const DEFAULT_MAINTENANCE_MS = HOUR;

/**
 * Service tenants, maintenance (user) sessions and device sessions. The service tenant sees
 * every tenant's sessions; a customer tenant only those on itself. Lists are newest first.
 */
export function sessionRoutes(app: PlatformApp) {
  app.get('/service-tenants', (c) => {
    const { state, views } = c.var.scope;
    return c.json(state.tenants.filter((t) => t.kind === 'service').map(views.serviceTenant));
  });

  // An extension (not in the spec): every user of a tenant may read whether it is in
  // maintenance; `pathTenant` keeps a customer tenant to itself (another answers 404).
  app.get('/tenants/:tenant/maintenance', (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    const now = scope.core.clock ? scope.core.clock().getTime() : Date.parse(scope.state.now);
    return c.json(tenantMaintenance(scope.state, tenant.identifier, now));
  });

  app.post('/sessions', async (c) => {
    const body = await readJson(c.req.raw, bodies.startMaintenance);
    const scope = c.var.scope;
    requireServiceTenant(scope);
    const tenant = scope.index.tenants.get(body.tenantIdentifier);
    if (!tenant || tenant.kind !== 'customer') {
      throw BadRequest.field(
        'tenantIdentifier',
        messages.unknownId('tenant', body.tenantIdentifier),
      );
    }
    const now = tick(scope.core);
    const user = scope.state.users.find((u) => u.tenant === scope.tenant.identifier);
    scope.state.userSessions.unshift({
      id: newId(scope.core),
      created: now,
      tenant: tenant.identifier,
      userId: user?.id ?? '',
    });
    const serviceTimeEnd =
      body.serviceTimeEnd ?? new Date(Date.parse(now) + DEFAULT_MAINTENANCE_MS).toISOString();
    // Only the calling service tenant's maintenance window moves.
    scope.tenant.serviceTimeEnd = serviceTimeEnd;
    return c.body(null, 204);
  });

  app.get('/sessions', (c) => {
    const scope = c.var.scope;
    const query = new Query(c.req.url);
    const term = query.term();
    const tenants = new Set(query.strings('tenantIdentifiers'));
    const sessions = scope.state.userSessions.filter((s) => {
      if (!canSeeTenantRecord(scope, s)) return false;
      if (tenants.size > 0 && !tenants.has(s.tenant)) return false;
      const user = scope.index.users.get(s.userId);
      return matchesTerm(term, s.tenant, user?.email, user?.firstName, user?.lastName);
    });
    return c.json(paged(sessions, query.paging(), scope.views.userSession));
  });

  app.get('/users/:id/sessions', (c) => {
    const scope = c.var.scope;
    const user = own(scope, 'user', scope.index.users, c.req.param('id'));
    const query = new Query(c.req.url);
    const tenants = new Set(query.strings('tenantIdentifiers'));
    const sessions = scope.state.userSessions.filter(
      (s) =>
        s.userId === user.id &&
        canSeeTenantRecord(scope, s) &&
        (tenants.size === 0 || tenants.has(s.tenant)),
    );
    return c.json(paged(sessions, query.paging(), scope.views.userSession));
  });

  app.post('/sessions/devices', async (c) => {
    const body = await readJson(c.req.raw, bodies.startDeviceSessions);
    const scope = c.var.scope;
    requireServiceTenant(scope);
    const devices = body.deviceIds.map((id, i) => {
      const device = scope.index.devices.get(id);
      if (!device || !canSeeDevice(scope, device)) {
        throw BadRequest.field(`deviceIds.${i}`, messages.unknownId('device', id));
      }
      return device;
    });
    if (body.tenantIdentifier !== undefined && !scope.index.tenants.has(body.tenantIdentifier)) {
      throw BadRequest.field(
        'tenantIdentifier',
        messages.unknownId('tenant', body.tenantIdentifier),
      );
    }
    const created = tick(scope.core);
    const sessions: DeviceSessionRecord[] = devices.map((device) => ({
      id: newId(scope.core),
      created,
      deviceId: device.id,
      tenant: body.tenantIdentifier ?? device.tenant,
      stopped: null,
    }));
    scope.state.deviceSessions.unshift(...sessions);
    return c.json(sessions.map(scope.views.deviceSession));
  });

  app.put('/device-sessions/:id', async (c) => {
    const body = await readJson(c.req.raw, bodies.updateDeviceSession);
    const scope = c.var.scope;
    requireServiceTenant(scope);
    const session = visibleDeviceSession(scope, c.req.param('id'));
    if (body.tenantIdentifier !== undefined && !scope.index.tenants.has(body.tenantIdentifier)) {
      throw BadRequest.field(
        'tenantIdentifier',
        messages.unknownId('tenant', body.tenantIdentifier),
      );
    }
    if (body.tenantIdentifier !== undefined) session.tenant = body.tenantIdentifier;
    if (body.stopped !== undefined) session.stopped = body.stopped;
    tick(scope.core);
    return c.json(scope.views.deviceSession(session));
  });

  app.post('/device-sessions/:id/stop', (c) => {
    const scope = c.var.scope;
    requireServiceTenant(scope);
    const session = visibleDeviceSession(scope, c.req.param('id'));
    if (session.stopped !== null) throw conflict(messages.deviceSessionStopped(session.id));
    session.stopped = tick(scope.core);
    return c.json(scope.views.deviceSession(session));
  });

  const deviceSessionList = (
    scope: Scope,
    query: Query,
    keep: (s: DeviceSessionRecord) => boolean,
  ) => {
    const term = query.term();
    const tenants = new Set(query.strings('tenantIdentifiers'));
    return scope.state.deviceSessions
      .filter((s) => {
        if (!canSeeTenantRecord(scope, s) || !keep(s)) return false;
        if (tenants.size > 0 && !tenants.has(s.tenant)) return false;
        return matchesTerm(term, scope.index.devices.get(s.deviceId)?.serialNumber, s.tenant);
      })
      .sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0));
  };

  app.get('/device-sessions', (c) => {
    const scope = c.var.scope;
    const query = new Query(c.req.url);
    const underMaintenance = query.boolean('currentlyUnderMaintenance');
    const sessions = deviceSessionList(
      scope,
      query,
      (s) => underMaintenance === undefined || (s.stopped === null) === underMaintenance,
    );
    return c.json(paged(sessions, query.paging(), scope.views.deviceSession));
  });

  app.get('/devices/:id/sessions', (c) => {
    const scope = c.var.scope;
    const device = visibleDevice(scope, c.req.param('id'));
    const query = new Query(c.req.url);
    const sessions = deviceSessionList(scope, query, (s) => s.deviceId === device.id);
    return c.json(paged(sessions, query.paging(), scope.views.deviceSession));
  });
}
