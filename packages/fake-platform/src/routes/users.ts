import type { PlatformApp, Scope } from '../context';
import { newId, own, tick } from '../context';
import { messages } from '../messages';
import type { UserRecord } from '../model';
import { BadRequest, conflict } from '../problem';
import { Query, matchesTerm, paged } from '../query';
import { bodies, readJson } from '../validation';
import { requireVersion, tagged, versions } from '../versions';

/**
 * Users of the caller's tenant, newest first, or with `screenUsers=true` (an extension) only the
 * screen users, highest screen number first (`false`: only the people) (the console reads the next screen number off it),
 * groups, and screen users.
 */
export function userRoutes(app: PlatformApp) {
  app.get('/users', (c) => {
    const scope = c.var.scope;
    const query = new Query(c.req.url);
    const term = query.term();
    const groups = new Set(query.strings('groups'));
    // Extension (contract): `true` only the screen users, highest screen number first; `false`
    // only the people; left out, everyone.
    const screenUsersOnly = query.boolean('screenUsers');
    const screenUsers = screenUsersOnly === true;
    const users = scope.state.users
      .filter(
        (u) =>
          u.tenant === scope.tenant.identifier &&
          (screenUsersOnly === undefined || (u.screen !== null) === screenUsersOnly) &&
          matchesTerm(term, u.email, u.firstName, u.lastName, `${u.firstName} ${u.lastName}`) &&
          (groups.size === 0 || u.groupIds.some((g) => groups.has(g))),
      )
      .sort(newestFirst);
    if (screenUsers) users.sort(highestScreenNumberFirst);
    return c.json(paged(users, query.paging(), scope.views.user));
  });

  app.post('/users', async (c) => {
    const scope = c.var.scope;
    const body = await readJson(c.req.raw, bodies.inviteUser);
    const tenant = body.userInfo.tenantId;
    if (tenant !== scope.tenant.identifier && !scope.isService) {
      throw BadRequest.field('userInfo.tenantId', messages.unknownId('tenant', tenant));
    }
    checkGroups(scope, body.userInfo.groups, 'userInfo.groups');
    checkSections(scope, tenant, body.allowedSections, 'allowedSections');
    if (emailTaken(scope, tenant, body.userInfo.email))
      throw conflict(messages.emailExists(body.userInfo.email));
    scope.state.users.push({
      id: newId(scope.core),
      tenant,
      email: body.userInfo.email,
      firstName: body.userInfo.firstName,
      lastName: body.userInfo.lastName,
      groupIds: [...body.userInfo.groups],
      sectionIds: [...body.allowedSections],
      created: tick(scope.core),
      screen: null,
    });
    return c.body(null, 200);
  });

  app.get('/users/:id', (c) => {
    const scope = c.var.scope;
    const user = own(scope, 'user', scope.index.users, c.req.param('id'));
    tagged(c, versions.user(user));
    return c.json(scope.views.user(user));
  });

  app.put('/users/:id', async (c) => {
    const scope = c.var.scope;
    const user = own(scope, 'user', scope.index.users, c.req.param('id'));
    const body = await readJson(c.req.raw, bodies.updateUser);
    requireVersion(c, versions.user(user), 'user');
    const tenant = body.userInfo.tenantId ?? user.tenant;
    if (!scope.index.tenants.has(tenant)) {
      throw BadRequest.field('userInfo.tenantId', messages.unknownId('tenant', tenant));
    }
    checkGroups(scope, body.userInfo.groups, 'userInfo.groups');
    checkSections(scope, tenant, body.allowedSections, 'allowedSections');
    if (tenant !== user.tenant && emailTaken(scope, tenant, user.email))
      throw conflict(messages.emailExists(user.email));
    user.groupIds = [...body.userInfo.groups];
    user.sectionIds = [...body.allowedSections];
    user.tenant = tenant;
    tick(scope.core);
    return c.json(scope.views.user(user));
  });

  app.delete('/users/:id', (c) => {
    const scope = c.var.scope;
    const user = own(scope, 'user', scope.index.users, c.req.param('id'));
    requireVersion(c, versions.user(user), 'user');
    scope.state.users.splice(scope.state.users.indexOf(user), 1);
    tick(scope.core);
    return c.body(null, 204);
  });

  app.get('/groups', (c) => c.json({ items: c.var.scope.state.groups.map((g) => ({ ...g })) }));

  app.get('/screen-users', (c) => c.json(c.var.scope.state.screenOptions.map((o) => ({ ...o }))));

  app.post('/screen-users', async (c) => {
    const scope = c.var.scope;
    const body = await readJson(c.req.raw, bodies.createScreenUser);
    checkSections(scope, scope.tenant.identifier, body.allowedSections, 'allowedSections');
    if (emailTaken(scope, scope.tenant.identifier, body.email))
      throw conflict(messages.emailExists(body.email));
    const screenGroup = scope.state.groups.find((g) => g.name === 'Screen');
    const user: UserRecord = {
      id: newId(scope.core),
      tenant: scope.tenant.identifier,
      email: body.email,
      firstName: body.screenDeviceType,
      lastName: body.specs,
      groupIds: screenGroup ? [screenGroup.id] : [],
      sectionIds: [...body.allowedSections],
      created: tick(scope.core),
      screen: { deviceType: body.screenDeviceType, specs: body.specs },
    };
    scope.state.users.push(user);
    return c.body(null, 204);
  });
}

function newestFirst(a: UserRecord, b: UserRecord): number {
  return a.created < b.created ? 1 : a.created > b.created ? -1 : 0;
}

/** `screen{N}@...` gives N; any other email sorts after every number (then newest first). */
function screenNumberOf(user: UserRecord): number {
  const match = /^screen(\d+)@/i.exec(user.email);
  return match ? Number(match[1]) : -1;
}

/** Highest screen number first; a stable sort keeps newest first among equals. */
function highestScreenNumberFirst(a: UserRecord, b: UserRecord): number {
  return screenNumberOf(b) - screenNumberOf(a);
}

/**
 * Emails are unique within a tenant (each tenant is its own realm), not across tenants: screen
 * users are numbered per tenant from the tenant's own newest user (spec §7, §9), so `screen4`
 * may exist in two tenants.
 */
function emailTaken(scope: Scope, tenant: string, email: string): boolean {
  const wanted = email.toLowerCase();
  return scope.state.users.some((u) => u.tenant === tenant && u.email.toLowerCase() === wanted);
}

function checkGroups(scope: Scope, ids: string[], field: string) {
  ids.forEach((id, i) => {
    if (!scope.index.groups.has(id))
      throw BadRequest.field(`${field}.${i}`, messages.unknownId('group', id));
  });
}

function checkSections(scope: Scope, tenant: string, ids: string[], field: string) {
  ids.forEach((id, i) => {
    if (scope.index.sections.get(id)?.tenant !== tenant) {
      throw BadRequest.field(`${field}.${i}`, messages.unknownId('section', id));
    }
  });
}
