/**
 * The notifier (issue 50): who is told about which open cases, when, on the platform's own clock.
 * Grafana's grouping (a round waits `groupWaitSeconds` for others to join it; the next message to
 * a person goes no sooner than `groupIntervalMinutes` after the last), a repeat every
 * `repeatIntervalMinutes` while a case stays open and unacknowledged, one escalation per case
 * after `escalation.afterMinutes`, and quiet hours that only critical cases break through.
 * Acknowledging a case takes it out of every waiting message at once, so neither a repeat nor an
 * escalation follows.
 *
 * `runNotifier` changes the state (what was told to whom, what waits) and answers the messages to
 * send; the platform hands them to its `onMessage` (the sandbox's e-mail and web push). The bell
 * is not a message: it reads the open cases (`unreadCases`).
 */
import { NOTIFICATION_POLICY_DEFAULTS } from '@hygiene/api-client';
import type { Case, NotificationPolicy, NotificationRules } from '@hygiene/api-client';

import { caseView } from './cases';
import type {
  CaseRecord,
  NotifierPersonState,
  PersonRef,
  PlatformState,
  PushSubscriptionRecord,
  TenantRecord,
} from './model';
import { notificationTexts } from './messages';
import type { Indexes } from './views';

const MINUTE_MS = 60_000;

/** The time zone quiet hours are read in: the tenants are Norwegian. */
export const QUIET_HOURS_TIME_ZONE = 'Europe/Oslo';

/** The cases one message lists: a storm's message names the worst and says how many more. */
export const MESSAGE_CASES_MAX = 20;

/** Why a case is in a message; the strongest of a message names its subject. */
export type MessageKind = 'opened' | 'repeat' | 'escalated';

/** One message to one person: the cases of one round, by the channels they chose. */
export interface OutgoingMessage {
  tenant: string;
  person: PersonRef;
  /** Where e-mail goes; null when the channel is off or no address is known. */
  email: string | null;
  /** The browsers to push to; empty when the channel is off. */
  push: PushSubscriptionRecord[];
  language: NotificationRules['language'];
  kind: MessageKind;
  /** The worst of the round's cases, at most `MESSAGE_CASES_MAX`. */
  cases: Case[];
  /** How many cases the round had in all. */
  total: number;
  subject: string;
  /** Plain text, one line per case. */
  text: string;
  /**
   * Console paths (under the console's origin): the first case's device page, where it is
   * acknowledged, and per channel the settings that stop it.
   */
  links: { open: string; unsubscribeEmail: string; unsubscribePush: string };
  sentAt: string;
}

/** A person the notifier knows at a tenant, with the rules that apply to them. */
export interface Recipient {
  person: PersonRef;
  email: string | null;
  rules: NotificationRules;
}

/** The tenant's policy: its own, or the defaults. */
export function policyOf(tenant: TenantRecord): NotificationPolicy {
  return tenant.notificationPolicy ?? structuredClone(NOTIFICATION_POLICY_DEFAULTS);
}

/**
 * Everyone the tenant's cases may reach: each person who saved settings, and the tenant's users
 * (not screens) on the tenant's defaults until they save their own.
 */
export function recipientsOf(state: PlatformState, tenant: TenantRecord): Map<string, Recipient> {
  const defaults = policyOf(tenant).defaults;
  const recipients = new Map<string, Recipient>();
  for (const user of state.users) {
    if (user.tenant !== tenant.identifier || user.screen) continue;
    recipients.set(user.id, {
      person: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() },
      email: user.email,
      rules: defaults,
    });
  }
  for (const saved of state.preferences) {
    if (saved.tenant !== tenant.identifier) continue;
    const { tenant: _tenant, person, email, ...rules } = saved;
    recipients.set(person.id, { person, email, rules });
  }
  return recipients;
}

/** Whether a person's rules cover a case (its reason, severity, section and premise). */
export function covers(rules: NotificationRules, record: CaseRecord, lookups: Indexes): boolean {
  if (!rules.reasons.includes(record.reason) || !rules.severities.includes(record.severity)) {
    return false;
  }
  if (rules.sectionIds.length === 0 && rules.premiseIds.length === 0) return true;
  const place = placeOf(record.deviceId, lookups);
  if (rules.sectionIds.length > 0 && !rules.sectionIds.includes(place.sectionId ?? ''))
    return false;
  return rules.premiseIds.length === 0 || rules.premiseIds.includes(place.premiseId ?? '');
}

function placeOf(deviceId: string, lookups: Indexes): { sectionId?: string; premiseId?: string } {
  const device = lookups.devices.get(deviceId);
  const id = device?.locationId ?? '';
  switch (device?.locationType) {
    case 'RoomModel': {
      const room = lookups.rooms.get(id);
      const floor = room ? lookups.floors.get(room.floorId) : undefined;
      return { sectionId: room?.sectionId, premiseId: floor?.premiseId };
    }
    case 'FloorModel': {
      const floor = lookups.floors.get(id);
      return { sectionId: floor?.sectionId, premiseId: floor?.premiseId };
    }
    case 'PremiseModel':
      return { sectionId: lookups.premises.get(id)?.sectionId, premiseId: id };
    case 'SectionModel':
      return { sectionId: id };
    default:
      return {};
  }
}

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: QUIET_HOURS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Whether `atMs` falls in the quiet hours (the tenant's time; `from` after `to` spans midnight). */
export function inQuietHours(quiet: NotificationRules['quietHours'], atMs: number): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  const now = clockFormat.format(atMs);
  return quiet.from < quiet.to
    ? now >= quiet.from && now < quiet.to
    : now >= quiet.from || now < quiet.to;
}

function personState(state: PlatformState, tenant: string, personId: string): NotifierPersonState {
  let found = state.notifier.find((p) => p.tenant === tenant && p.personId === personId);
  if (!found) {
    found = {
      tenant,
      personId,
      lastSentAt: null,
      pending: [],
      pendingSince: null,
      seenUntil: null,
    };
    state.notifier.push(found);
  }
  return found;
}

/** A person's queue in one round: their state and what waits, by case (a storm queues thousands). */
interface Queue {
  person: NotifierPersonState;
  waiting: Map<string, NotifierPersonState['pending'][number]>;
}

/** The queues of a tenant's people for one round, made as they are first needed. */
function queuesOf(state: PlatformState, tenant: string): (personId: string) => Queue {
  const queues = new Map<string, Queue>();
  return (personId) => {
    let queue = queues.get(personId);
    if (!queue) {
      const person = personState(state, tenant, personId);
      queue = { person, waiting: new Map(person.pending.map((p) => [p.caseId, p])) };
      queues.set(personId, queue);
    }
    return queue;
  };
}

/**
 * Queues a case for a person. `news` is when it became news (opened, due again, due for
 * escalation): the group wait counts from it, so a case that turned between two rounds of the
 * notifier waits no longer for that.
 */
function enqueue(
  { person, waiting: queued }: Queue,
  record: CaseRecord,
  kind: MessageKind,
  news: string,
): void {
  const waiting = queued.get(record.id);
  if (waiting) {
    // An escalation outranks the opening or repeat it joins.
    if (kind === 'escalated') waiting.kind = kind;
    return;
  }
  const entry = { caseId: record.id, kind };
  person.pending.push(entry);
  queued.set(record.id, entry);
  if (person.pendingSince === null || news < person.pendingSince) person.pendingSince = news;
}

const KIND_RANK: Record<MessageKind, number> = { repeat: 0, opened: 1, escalated: 2 };

/**
 * One round of the notifier for one tenant at `at`: queues what is new, due again or due for
 * escalation, and answers the messages whose time has come.
 */
export function runNotifier(
  state: PlatformState,
  tenant: TenantRecord,
  lookups: Indexes,
  at: string,
): OutgoingMessage[] {
  const atMs = Date.parse(at);
  const policy = policyOf(tenant);
  const recipients = recipientsOf(state, tenant);
  const queueOf = queuesOf(state, tenant.identifier);
  const cases = new Map<string, CaseRecord>();
  for (const record of state.cases) {
    if (record.tenant !== tenant.identifier || record.resolved || record.acknowledged) continue;
    cases.set(record.id, record);
    for (const recipient of recipients.values()) {
      if (!recipient.rules.onDuty || !covers(recipient.rules, record, lookups)) continue;
      const told = record.told[recipient.person.id];
      if (told === undefined) {
        enqueue(queueOf(recipient.person.id), record, 'opened', record.openedAt);
        continue;
      }
      const again = Date.parse(told) + policy.repeatIntervalMinutes * MINUTE_MS;
      if (atMs >= again) {
        enqueue(queueOf(recipient.person.id), record, 'repeat', new Date(again).toISOString());
      }
    }
    const escalation = policy.escalation;
    const escalateAt = escalation
      ? Date.parse(record.openedAt) + escalation.afterMinutes * MINUTE_MS
      : Infinity;
    if (escalation && record.escalatedAt === null && atMs >= escalateAt) {
      record.escalatedAt = at;
      const news = new Date(escalateAt).toISOString();
      for (const personId of escalation.personIds) {
        if (!recipients.has(personId)) continue;
        enqueue(queueOf(personId), record, 'escalated', news);
      }
    }
  }

  const messages: OutgoingMessage[] = [];
  for (const person of state.notifier) {
    if (person.tenant !== tenant.identifier || person.pending.length === 0) continue;
    // Acknowledged or resolved since it was queued: it goes from the message, now.
    person.pending = person.pending.filter((p) => cases.has(p.caseId));
    if (person.pending.length === 0) {
      person.pendingSince = null;
      continue;
    }
    const recipient = recipients.get(person.personId);
    if (!recipient) {
      person.pending = [];
      person.pendingSince = null;
      continue;
    }
    const waitUntil = Date.parse(person.pendingSince ?? at) + policy.groupWaitSeconds * 1000;
    const intervalUntil =
      person.lastSentAt === null
        ? 0
        : Date.parse(person.lastSentAt) + policy.groupIntervalMinutes * MINUTE_MS;
    if (atMs < Math.max(waitUntil, intervalUntil)) continue;
    const quiet = inQuietHours(recipient.rules.quietHours, atMs);
    const sendable = person.pending.filter(
      (p) => !quiet || cases.get(p.caseId)!.severity === 'critical',
    );
    if (sendable.length === 0) continue;
    for (const entry of sendable) cases.get(entry.caseId)!.told[person.personId] = at;
    person.pending = person.pending.filter((p) => !sendable.includes(p));
    person.pendingSince = person.pending.length > 0 ? at : null;
    person.lastSentAt = at;
    const kind = sendable.reduce<MessageKind>(
      (strongest, p) => (KIND_RANK[p.kind] > KIND_RANK[strongest] ? p.kind : strongest),
      'repeat',
    );
    // Critical first, so the subject names the worst of the round; a storm's message lists the
    // first few and says how many more (the worklist has them all).
    const worstFirst = sendable
      .map((p) => cases.get(p.caseId)!)
      .sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'critical' ? -1 : 1));
    const views = worstFirst.slice(0, MESSAGE_CASES_MAX).map((record) => caseView(record, lookups));
    const message = composeMessage(state, tenant, recipient, kind, views, worstFirst.length, at);
    if (message) messages.push(message);
  }
  return messages;
}

/** The message for a person, or undefined when they chose no channel that sends one (the bell only). */
function composeMessage(
  state: PlatformState,
  tenant: TenantRecord,
  recipient: Recipient,
  kind: MessageKind,
  cases: Case[],
  total: number,
  at: string,
): OutgoingMessage | undefined {
  const { rules, person } = recipient;
  const email = rules.channels.email ? recipient.email : null;
  const push = rules.channels.push
    ? state.pushSubscriptions.filter(
        (s) => s.tenant === tenant.identifier && s.personId === person.id,
      )
    : [];
  if (email === null && push.length === 0) return undefined;
  const texts = notificationTexts[rules.language];
  const base = `/${encodeURIComponent(tenant.identifier)}`;
  return {
    tenant: tenant.identifier,
    person,
    email,
    push,
    language: rules.language,
    kind,
    cases,
    total,
    subject: texts.subject(kind, cases, total, tenant.name),
    text: texts.body(kind, cases, total, tenant.name),
    links: {
      open: `${base}/device/${encodeURIComponent(cases[0]!.deviceId)}`,
      unsubscribeEmail: `${base}/notifications?unsubscribe=email`,
      unsubscribePush: `${base}/notifications?unsubscribe=push`,
    },
    sentAt: at,
  };
}
