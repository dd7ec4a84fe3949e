import { CASE_STATES } from '@hygiene/api-client';
import type { CasePerson, CaseWeek } from '@hygiene/api-client';

import { caseState, caseView, median, resolveCase } from '../cases';
import type { Ctx, PlatformApp, Scope } from '../context';
import { pathTenant, tick } from '../context';
import { messages } from '../messages';
import type { CaseRecord, PersonRef, TenantRecord } from '../model';
import { recipientsOf } from '../notifier';
import { conflict, notFound } from '../problem';
import { Query, nameCollator, paged } from '../query';
import { bodies, readJson } from '../validation';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Weeks of time to act when a request names none. */
const DEFAULT_WEEKS = 8;

/** The caller as a case names them. */
export function callerPerson(c: Ctx): PersonRef {
  const caller = c.var.caller;
  return { id: caller.id, name: caller.name };
}

/** A case of the path's tenant; another tenant's (or none) answers 404. */
function caseAt(scope: Scope, tenant: TenantRecord, id: string): CaseRecord {
  const record = scope.state.cases.find((r) => r.id === id && r.tenant === tenant.identifier);
  if (!record) throw notFound(messages.notFound('case', id));
  return record;
}

function requireOpen(record: CaseRecord): void {
  if (record.resolved) throw conflict(messages.caseResolved(record.id));
}

/** Who a tenant's cases may be given to: its users and everyone with settings there, by name. */
export function casePeople(scope: Scope, tenant: TenantRecord, caller: PersonRef): CasePerson[] {
  const people = new Map<string, CasePerson>();
  for (const { person } of recipientsOf(scope.state, tenant).values()) {
    people.set(person.id, { id: person.id, name: person.name, me: person.id === caller.id });
  }
  if (!people.has(caller.id)) people.set(caller.id, { ...caller, me: true });
  return [...people.values()].sort((a, b) => nameCollator.compare(a.name, b.name));
}

/** The Monday (UTC date) of the week `ms` falls in. */
function weekStartOf(ms: number): string {
  const day = new Date(ms);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - sinceMonday))
    .toISOString()
    .slice(0, 10);
}

/**
 * Cases (issue 50): the tenant's cases, acknowledging, assigning and resolving them, who they may
 * be given to, and the time to act per premise and week.
 */
export function caseRoutes(app: PlatformApp) {
  app.get('/tenants/:tenant/cases', (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    const query = new Query(c.req.url);
    const deviceId = query.string('device-id') || undefined;
    const states = query.oneOfEach('state', CASE_STATES);
    const matching: CaseRecord[] = [];
    // Newest first.
    for (let i = scope.state.cases.length - 1; i >= 0; i--) {
      const record = scope.state.cases[i]!;
      if (record.tenant !== tenant.identifier) continue;
      if (deviceId !== undefined && record.deviceId !== deviceId) continue;
      if (states.length > 0 && !states.includes(caseState(record))) continue;
      matching.push(record);
    }
    return c.json(paged(matching, query.paging(), (record) => caseView(record, scope.index)));
  });

  app.get('/tenants/:tenant/cases/people', (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    return c.json(casePeople(scope, tenant, callerPerson(c)));
  });

  app.get('/tenants/:tenant/cases/times', (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    const query = new Query(c.req.url);
    const weeks = query.integer('weeks', 1, 53) ?? DEFAULT_WEEKS;
    const nowMs = Date.parse(scope.state.now);
    const firstWeek = weekStartOf(nowMs - (weeks - 1) * 7 * DAY_MS);
    const rows = new Map<string, CaseWeek & { ack: number[]; res: number[] }>();
    const rowOf = (ms: number, record: CaseRecord) => {
      const weekStart = weekStartOf(ms);
      if (weekStart < firstWeek) return undefined;
      const premise = caseView(record, scope.index).premise;
      const key = `${weekStart}|${premise?.id ?? ''}`;
      let row = rows.get(key);
      if (!row) {
        row = {
          premise,
          weekStart,
          opened: 0,
          acknowledged: 0,
          resolved: 0,
          medianMinutesToAcknowledge: null,
          medianMinutesToResolve: null,
          ack: [],
          res: [],
        };
        rows.set(key, row);
      }
      return row;
    };
    const minutes = (from: string, to: string) =>
      Math.max(0, (Date.parse(to) - Date.parse(from)) / MINUTE_MS);
    for (const record of scope.state.cases) {
      if (record.tenant !== tenant.identifier) continue;
      const opened = rowOf(Date.parse(record.openedAt), record);
      if (opened) opened.opened += 1;
      if (record.acknowledged) {
        const row = rowOf(Date.parse(record.acknowledged.at), record);
        if (row) {
          row.acknowledged += 1;
          row.ack.push(minutes(record.openedAt, record.acknowledged.at));
        }
      }
      if (record.resolved) {
        const row = rowOf(Date.parse(record.resolved.at), record);
        if (row) {
          row.resolved += 1;
          row.res.push(minutes(record.openedAt, record.resolved.at));
        }
      }
    }
    const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
    const answer = [...rows.values()]
      .map(({ ack, res, ...row }) => ({
        ...row,
        medianMinutesToAcknowledge: round(median(ack)),
        medianMinutesToResolve: round(median(res)),
      }))
      .sort(
        (a, b) =>
          b.weekStart.localeCompare(a.weekStart) ||
          nameCollator.compare(a.premise?.name ?? '', b.premise?.name ?? ''),
      );
    return c.json({ weeks, rows: answer });
  });

  app.post('/tenants/:tenant/cases/:caseId/acknowledge', (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    const record = caseAt(scope, tenant, c.req.param('caseId'));
    requireOpen(record);
    if (!record.acknowledged) {
      const at = tick(scope.core);
      record.acknowledged = { at, by: callerPerson(c) };
      record.updatedAt = at;
    }
    return c.json(caseView(record, scope.index));
  });

  app.put('/tenants/:tenant/cases/:caseId/assignee', async (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    const body = await readJson(c.req.raw, bodies.assignCase);
    const record = caseAt(scope, tenant, c.req.param('caseId'));
    requireOpen(record);
    const caller = callerPerson(c);
    let assignee: PersonRef | null = null;
    if (body.personId !== null) {
      const person = casePeople(scope, tenant, caller).find((p) => p.id === body.personId);
      if (!person) throw notFound(messages.unknownPerson(body.personId));
      assignee = { id: person.id, name: person.name };
    }
    const at = tick(scope.core);
    record.assignee = assignee;
    // Giving a case to someone is someone being on it.
    if (assignee && !record.acknowledged) record.acknowledged = { at, by: caller };
    record.updatedAt = at;
    return c.json(caseView(record, scope.index));
  });

  app.post('/tenants/:tenant/cases/:caseId/resolve', async (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    const body = await readJson(c.req.raw, bodies.resolveCase);
    const record = caseAt(scope, tenant, c.req.param('caseId'));
    requireOpen(record);
    const at = tick(scope.core);
    resolveCase(scope.state, record, {
      at,
      how: 'hand',
      event: null,
      note: body.note,
      by: callerPerson(c),
    });
    return c.json(caseView(record, scope.index));
  });
}
