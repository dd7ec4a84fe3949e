import type { NotificationPreferences, NotificationRules } from '@hygiene/api-client';

import { caseView } from '../cases';
import type { Ctx, PlatformApp, Scope } from '../context';
import { pathTenant, tick } from '../context';
import { messages } from '../messages';
import type { CaseRecord, TenantRecord } from '../model';
import { covers, policyOf, recipientsOf } from '../notifier';
import { notFound } from '../problem';
import { bodies, readJson } from '../validation';
import { callerPerson, casePeople } from './cases';

/** The bell lists at most this many unread cases (the count says how many in all). */
const BELL_ITEMS = 20;

/** What the platform's push needs (the sandbox's VAPID key); null: no web push here. */
export interface PushOptions {
  publicKey: string | null;
}

/** The caller's settings at a tenant: saved, or the tenant's defaults. */
function preferencesOf(c: Ctx, tenant: TenantRecord): NotificationPreferences {
  const caller = c.var.caller;
  const saved = c.var.scope.state.preferences.find(
    (p) => p.tenant === tenant.identifier && p.person.id === caller.id,
  );
  const person = { id: caller.id, name: caller.name };
  if (saved) {
    const { tenant: _tenant, person: _person, ...rules } = saved;
    return { ...rules, person, email: caller.email ?? saved.email, saved: true };
  }
  // Someone the tenant lists as a user starts from the defaults with the address it has.
  const known = recipientsOf(c.var.scope.state, tenant).get(caller.id);
  return {
    ...structuredClone(policyOf(tenant).defaults),
    person,
    email: caller.email ?? known?.email ?? null,
    saved: false,
  };
}

/** 404 naming the first section or premise that is not the tenant's. */
function checkPlaces(scope: Scope, tenant: TenantRecord, rules: NotificationRules): void {
  for (const [ids, map] of [
    [rules.sectionIds, scope.index.sections],
    [rules.premiseIds, scope.index.premises],
  ] as const) {
    const unknown = ids.find((id) => map.get(id)?.tenant !== tenant.identifier);
    if (unknown !== undefined) throw notFound(messages.unknownPlace(unknown));
  }
}

/** The caller's unread cases: open, covered by its rules, opened or escalated since it looked. */
function unreadCases(c: Ctx, tenant: TenantRecord): CaseRecord[] {
  const scope = c.var.scope;
  const rules = preferencesOf(c, tenant);
  if (!rules.channels.console) return [];
  const personId = c.var.caller.id;
  const seenUntil = scope.state.notifier.find(
    (p) => p.tenant === tenant.identifier && p.personId === personId,
  )?.seenUntil;
  const escalatedToMe = policyOf(tenant).escalation?.personIds.includes(personId) ?? false;
  const unread: CaseRecord[] = [];
  for (let i = scope.state.cases.length - 1; i >= 0; i--) {
    const record = scope.state.cases[i]!;
    if (record.tenant !== tenant.identifier || record.resolved) continue;
    const mine = rules.onDuty && covers(rules, record, scope.index);
    const escalated = escalatedToMe && record.escalatedAt !== null;
    if (!mine && !escalated) continue;
    const news = escalated && !mine ? record.escalatedAt! : record.openedAt;
    if (seenUntil && news <= seenUntil) continue;
    unread.push(record);
  }
  return unread;
}

/**
 * Notifications (issue 50): the caller's bell and settings, the tenant's policy, and the
 * browsers the caller turned web push on in.
 */
export function notificationRoutes(app: PlatformApp, push: PushOptions) {
  app.get('/tenants/:tenant/notifications', (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    const unread = unreadCases(c, tenant);
    return c.json({
      unread: unread.length,
      items: unread.slice(0, BELL_ITEMS).map((record) => caseView(record, scope.index)),
    });
  });

  app.post('/tenants/:tenant/notifications/seen', (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    const personId = c.var.caller.id;
    const at = tick(scope.core);
    let state = scope.state.notifier.find(
      (p) => p.tenant === tenant.identifier && p.personId === personId,
    );
    if (!state) {
      state = {
        tenant: tenant.identifier,
        personId,
        lastSentAt: null,
        pending: [],
        pendingSince: null,
        seenUntil: null,
      };
      scope.state.notifier.push(state);
    }
    state.seenUntil = at;
    return c.body(null, 204);
  });

  app.get('/tenants/:tenant/notifications/preferences', (c) => {
    const tenant = pathTenant(c.var.scope, c.req.param('tenant'));
    return c.json(preferencesOf(c, tenant));
  });

  app.put('/tenants/:tenant/notifications/preferences', async (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    const rules = await readJson(c.req.raw, bodies.updateNotificationPreferences);
    checkPlaces(scope, tenant, rules);
    const person = callerPerson(c);
    const email = preferencesOf(c, tenant).email;
    const saved = { ...structuredClone(rules), tenant: tenant.identifier, person, email };
    const index = scope.state.preferences.findIndex(
      (p) => p.tenant === tenant.identifier && p.person.id === person.id,
    );
    if (index === -1) scope.state.preferences.push(saved);
    else scope.state.preferences[index] = saved;
    tick(scope.core);
    return c.json(preferencesOf(c, tenant));
  });

  app.get('/tenants/:tenant/notifications/policy', (c) => {
    const tenant = pathTenant(c.var.scope, c.req.param('tenant'));
    return c.json(policyOf(tenant));
  });

  app.put('/tenants/:tenant/notifications/policy', async (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    const policy = await readJson(c.req.raw, bodies.updateNotificationPolicy);
    checkPlaces(scope, tenant, policy.defaults);
    if (policy.escalation) {
      const people = new Set(casePeople(scope, tenant, callerPerson(c)).map((p) => p.id));
      const unknown = policy.escalation.personIds.find((id) => !people.has(id));
      if (unknown !== undefined) {
        throw notFound(messages.unknownPerson(unknown));
      }
    }
    tenant.notificationPolicy = structuredClone(policy);
    tick(scope.core);
    return c.json(policyOf(tenant));
  });

  app.get('/tenants/:tenant/notifications/push', (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    const personId = c.var.caller.id;
    const subscriptions = scope.state.pushSubscriptions.filter(
      (s) => s.tenant === tenant.identifier && s.personId === personId,
    ).length;
    return c.json({ publicKey: push.publicKey, subscriptions });
  });

  app.put('/tenants/:tenant/notifications/push', async (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    const body = await readJson(c.req.raw, bodies.savePushSubscription);
    const personId = c.var.caller.id;
    // One record per browser (its endpoint): a renewed subscription replaces the old one.
    scope.state.pushSubscriptions = scope.state.pushSubscriptions.filter(
      (s) => s.endpoint !== body.endpoint,
    );
    scope.state.pushSubscriptions.push({
      tenant: tenant.identifier,
      personId,
      endpoint: body.endpoint,
      keys: { p256dh: body.keys.p256dh, auth: body.keys.auth },
    });
    tick(scope.core);
    return c.body(null, 204);
  });

  app.post('/tenants/:tenant/notifications/push/remove', async (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    const body = await readJson(c.req.raw, bodies.removePushSubscription);
    const personId = c.var.caller.id;
    scope.state.pushSubscriptions = scope.state.pushSubscriptions.filter(
      (s) =>
        !(
          s.tenant === tenant.identifier &&
          s.personId === personId &&
          s.endpoint === body.endpoint
        ),
    );
    tick(scope.core);
    return c.body(null, 204);
  });
}
