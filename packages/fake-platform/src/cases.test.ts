/**
 * Cases and the notifier (issue 50) on a fixed clock: one case per device and condition, each
 * kind of message that resolves one, acknowledging, assigning, resolving by hand; grouping,
 * repeat, escalation and its stop on acknowledge, quiet hours with a critical case breaking
 * through, and the bell.
 */
import { NOTIFICATION_POLICY_DEFAULTS, createApiClient } from '@hygiene/api-client';
import type { ApiClient, NotificationPolicy, NotificationRules } from '@hygiene/api-client';
import { beforeEach, describe, expect, it } from 'vitest';

import { DEMO_TENANT } from './constants';
import type { EventInput } from './eventHistory';
import { trimResolvedCases } from './cases';
import type { DeviceRecord, PlatformState } from './model';
import { MESSAGE_CASES_MAX, QUIET_HOURS_TIME_ZONE } from './notifier';
import { createFakePlatform } from './platform';
import type { FakePlatform } from './platform';
import { TEST_BASE_URL } from './testClient';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token naming a person with an address (the sandbox's users carry one). */
function tokenFor(sub: string, roles: string[] = ['tenant-staff']): string {
  const claims = {
    sub,
    name: sub.toUpperCase(),
    email: `${sub}@example.test`,
    realm_access: { roles },
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

function clientAs(platform: FakePlatform, sub: string, roles?: string[]): ApiClient {
  return createApiClient({
    baseUrl: TEST_BASE_URL,
    fetch: (request) => platform.fetch(request),
    getAccessToken: () => tokenFor(sub, roles),
    getTenantIdentifier: () => DEMO_TENANT,
  });
}

const rules = (change: Partial<NotificationRules> = {}): NotificationRules => ({
  ...structuredClone(NOTIFICATION_POLICY_DEFAULTS.defaults),
  reasons: [...NOTIFICATION_POLICY_DEFAULTS.defaults.reasons],
  severities: [...NOTIFICATION_POLICY_DEFAULTS.defaults.severities],
  sectionIds: [],
  premiseIds: [],
  channels: { console: true, email: true, push: false },
  ...change,
});

let platform: FakePlatform;
let devices: DeviceRecord[];
let clock: number;
let seeded: Set<string>;

/**
 * The platform's time moved on by `seconds` from its last write (every write moves it a second),
 * the notifier run: the messages it sent.
 */
const after = (seconds: number) => {
  clock = Math.max(clock, Date.parse(platform.state.now)) + seconds * 1000;
  return platform.advance(new Date(clock));
};

const send = (
  deviceId: string,
  eventType: EventInput['eventType'],
  event?: string,
  level?: number,
) =>
  platform.recordEvent(DEMO_TENANT, {
    deviceId,
    eventType,
    ...(event ? { event } : {}),
    ...(level === undefined ? {} : { battery: { level } }),
  });

/** The cases a test opened (the seeded ones ended with the setup). */
const casesOf = (deviceId: string) =>
  platform.state.cases.filter((c) => c.deviceId === deviceId && !seeded.has(c.id));
const openOf = (deviceId: string) => casesOf(deviceId).filter((c) => !c.resolved);

beforeEach(() => {
  platform = createFakePlatform();
  // Every dispenser of the demo tenant healthy and heard from just now, so only what a test
  // sends opens a case (the seeded cases end with it).
  platform.edit((state) => {
    for (const device of state.devices) {
      if (device.tenant !== DEMO_TENANT) continue;
      device.powerSource = 'Battery';
      device.batteries = { lastChanged: null, level: 80 };
      device.health = {
        lastMessage: state.now,
        fluid: null,
        motorStuckSince: null,
        batteryFalls: [],
      };
    }
  });
  clock = Date.parse(platform.state.now);
  seeded = new Set(platform.state.cases.map((c) => c.id));
  devices = platform.state.devices
    .filter((d) => d.tenant === DEMO_TENANT)
    .slice(0, 4) as DeviceRecord[];
});

describe('cases', () => {
  it('opens one case per device and condition: a second Empty, or Low fluid turning Empty, updates it', () => {
    const [a] = devices;
    send(a!.id, 'State', 'LowLevel');
    expect(openOf(a!.id)).toMatchObject([
      { condition: 'fluid', reason: 'lowFluid', severity: 'warning', reports: 1 },
    ]);
    send(a!.id, 'State', 'Empty');
    send(a!.id, 'State', 'Empty');
    expect(openOf(a!.id)).toMatchObject([
      { condition: 'fluid', reason: 'empty', severity: 'critical', reports: 3 },
    ]);
    expect(casesOf(a!.id)).toHaveLength(1);
  });

  it('is resolved by the device: Refilled, MotorRun, new batteries, a message after silence', () => {
    const [a, b, c, d] = devices;
    send(a!.id, 'State', 'Empty');
    send(a!.id, 'State', 'Refilled');
    expect(casesOf(a!.id)).toMatchObject([
      { resolved: { how: 'device', event: 'Refilled', by: null } },
    ]);

    send(b!.id, 'MotorStuck');
    send(b!.id, 'MotorRun');
    expect(casesOf(b!.id)).toMatchObject([
      { condition: 'motor', resolved: { how: 'device', event: 'MotorRun' } },
    ]);

    send(c!.id, 'CapacitorVoltage', undefined, 5);
    expect(openOf(c!.id)).toMatchObject([{ reason: 'criticalBattery' }]);
    send(c!.id, 'BatteryChanged');
    expect(casesOf(c!.id)).toMatchObject([
      { condition: 'battery', resolved: { event: 'BatteryChanged' } },
    ]);

    // Silent past the offline threshold (two hours): the clock alone opens it.
    after(3 * 3600);
    const offline = openOf(d!.id).find((x) => x.condition === 'offline');
    expect(offline).toMatchObject({ reason: 'offline', severity: 'warning' });
    send(d!.id, 'State', 'LidOpen');
    expect(casesOf(d!.id).find((x) => x.id === offline!.id)?.resolved).toMatchObject({
      how: 'device',
      event: 'LidOpen',
    });
  });

  it('is acknowledged, assigned and resolved by hand; the same standing report does not open it again', async () => {
    const [a] = devices;
    const staff = clientAs(platform, 'siri');
    send(a!.id, 'State', 'Empty');
    const id = openOf(a!.id)[0]!.id;
    const acknowledged = await staff.acknowledgeCase(DEMO_TENANT, id);
    expect(acknowledged.ok && acknowledged.data).toMatchObject({
      state: 'acknowledged',
      acknowledged: { by: { id: 'siri', name: 'SIRI' } },
    });

    const people = await staff.listCasePeople(DEMO_TENANT);
    expect(people.ok && people.data.find((p) => p.me)).toMatchObject({ id: 'siri' });
    const assigned = await staff.assignCase(DEMO_TENANT, id, { personId: 'siri' });
    expect(assigned.ok && assigned.data.assignee).toEqual({ id: 'siri', name: 'SIRI' });
    const nobody = await staff.assignCase(DEMO_TENANT, id, { personId: 'nobody' });
    expect(nobody.ok ? 200 : 'httpStatus' in nobody.error && nobody.error.httpStatus).toBe(404);

    const resolved = await staff.resolveCase(DEMO_TENANT, id, { note: 'Changed the bottle' });
    expect(resolved.ok && resolved.data).toMatchObject({
      state: 'resolved',
      resolved: { how: 'hand', note: 'Changed the bottle', by: { id: 'siri' } },
    });
    expect(resolved.ok && resolved.data.minutesToResolve).not.toBeNull();
    after(60);
    expect(openOf(a!.id)).toHaveLength(0);
    const again = await staff.acknowledgeCase(DEMO_TENANT, id);
    expect(again.ok ? 200 : 'httpStatus' in again.error && again.error.httpStatus).toBe(409);
    // A new report is news: a new case.
    send(a!.id, 'State', 'Refilled');
    send(a!.id, 'State', 'Empty');
    expect(openOf(a!.id)).toHaveLength(1);
    expect(casesOf(a!.id)).toHaveLength(2);
  });

  it('trims resolved cases to the newest per tenant, keeping every open one', () => {
    const [a, b] = devices;
    for (let i = 0; i < 3; i++) {
      send(a!.id, 'State', 'Empty');
      send(a!.id, 'State', 'Refilled');
    }
    send(b!.id, 'State', 'Empty');
    const resolvedBefore = casesOf(a!.id).filter((c) => c.resolved);
    expect(resolvedBefore).toHaveLength(3);
    trimResolvedCases(platform.state as PlatformState, 1);
    const left = platform.state.cases.filter((c) => c.tenant === DEMO_TENANT && c.resolved);
    expect(left.map((c) => c.id)).toEqual([resolvedBefore.at(-1)!.id]);
    expect(openOf(b!.id)).toHaveLength(1);
    // The open index still finds the open case: the next Refilled ends it.
    send(b!.id, 'State', 'Refilled');
    expect(openOf(b!.id)).toHaveLength(0);
  });

  it("keeps each tenant's cases to itself", async () => {
    const [a] = devices;
    send(a!.id, 'State', 'Empty');
    const id = openOf(a!.id)[0]!.id;
    const other = platform
      .tenants()
      .find((t) => t.kind === 'customer' && t.identifier !== DEMO_TENANT)!;
    const client = createApiClient({
      baseUrl: TEST_BASE_URL,
      fetch: (request) => platform.fetch(request),
      getAccessToken: () => tokenFor('other'),
      getTenantIdentifier: () => other.identifier,
    });
    const listed = await client.listCases(other.identifier, {});
    expect(listed.ok && listed.data.items.some((c) => c.id === id)).toBe(false);
    const acknowledged = await client.acknowledgeCase(other.identifier, id);
    expect(
      acknowledged.ok ? 200 : 'httpStatus' in acknowledged.error && acknowledged.error.httpStatus,
    ).toBe(404);
  });
});

describe('the notifier', () => {
  const setPolicy = async (change: Partial<NotificationPolicy>) => {
    const admin = clientAs(platform, 'admin', ['administrator']);
    const saved = await admin.updateNotificationPolicy(DEMO_TENANT, {
      ...structuredClone(NOTIFICATION_POLICY_DEFAULTS),
      defaults: rules({ channels: { console: true, email: false, push: false } }),
      ...change,
    } as NotificationPolicy);
    expect(saved.ok).toBe(true);
  };
  const subscribe = async (sub: string, change: Partial<NotificationRules> = {}) => {
    const saved = await clientAs(platform, sub).updateNotificationPreferences(
      DEMO_TENANT,
      rules(change),
    );
    expect(saved.ok).toBe(true);
  };
  const toPerson = (messages: ReturnType<typeof after>, personId: string) =>
    messages.filter((m) => m.person.id === personId);

  it('groups one round into one message, then waits the group interval', async () => {
    await subscribe('siri');
    const [a, b, c] = devices;
    send(a!.id, 'State', 'Empty');
    after(10);
    send(b!.id, 'MotorStuck');
    expect(toPerson(after(10), 'siri')).toHaveLength(0); // still in the group wait (30 s)
    const first = toPerson(after(15), 'siri');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ kind: 'opened', email: 'siri@example.test', language: 'nb' });
    expect(first[0]!.cases.map((x) => x.deviceId).sort()).toEqual([a!.id, b!.id].sort());
    expect(first[0]!.subject).toMatch(/og 1 til/);
    expect(first[0]!.links.unsubscribeEmail).toBe(
      `/${DEMO_TENANT}/notifications?unsubscribe=email`,
    );

    send(c!.id, 'State', 'Empty');
    expect(toPerson(after(60), 'siri')).toHaveLength(0);
    expect(toPerson(after(120), 'siri')).toHaveLength(0);
    const next = toPerson(after(125), 'siri'); // 5 minutes after the first message
    expect(next).toHaveLength(1);
    expect(next[0]!.cases.map((x) => x.deviceId)).toEqual([c!.id]);
  });

  it('repeats an open, unacknowledged case every repeat interval, and stops once it is acknowledged', async () => {
    // Empty only: hours pass, and every other dispenser goes offline meanwhile.
    await subscribe('siri', { reasons: ['empty'] });
    const [a, b] = devices;
    send(a!.id, 'State', 'Empty');
    send(b!.id, 'State', 'Empty');
    expect(toPerson(after(31), 'siri')).toHaveLength(1);
    const caseB = openOf(b!.id)[0]!.id;
    await clientAs(platform, 'siri').acknowledgeCase(DEMO_TENANT, caseB);
    expect(toPerson(after(3 * 3600), 'siri')).toHaveLength(0);
    const repeat = toPerson(after(3600 + 31), 'siri');
    expect(repeat).toHaveLength(1);
    expect(repeat[0]!.kind).toBe('repeat');
    expect(repeat[0]!.cases.map((x) => x.deviceId)).toEqual([a!.id]);
  });

  it('escalates a case left unacknowledged; acknowledging first stops the escalation', async () => {
    await subscribe('siri');
    await subscribe('boss', { onDuty: false });
    await setPolicy({ escalation: { afterMinutes: 10, personIds: ['boss'] } });
    const [a, b] = devices;
    send(a!.id, 'State', 'Empty');
    send(b!.id, 'State', 'Empty');
    expect(toPerson(after(31), 'boss')).toHaveLength(0); // off duty: not told of the opening
    await clientAs(platform, 'siri').acknowledgeCase(DEMO_TENANT, openOf(a!.id)[0]!.id);
    const escalated = toPerson(after(10 * 60), 'boss');
    expect(escalated).toHaveLength(1);
    expect(escalated[0]).toMatchObject({ kind: 'escalated' });
    expect(escalated[0]!.cases.map((x) => x.deviceId)).toEqual([b!.id]);
    expect(escalated[0]!.subject).toMatch(/^Ikke kvittert/);
    // Once per case.
    expect(toPerson(after(30 * 60), 'boss')).toHaveLength(0);
  });

  it('holds warnings in quiet hours and lets a critical case through', async () => {
    const now = new Intl.DateTimeFormat('en-GB', {
      timeZone: QUIET_HOURS_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const hour = Number(now.format(clock).slice(0, 2));
    const from = `${String(hour).padStart(2, '0')}:00`;
    const to = `${String((hour + 2) % 24).padStart(2, '0')}:00`;
    await subscribe('siri', { quietHours: { from, to }, language: 'en' });
    const [a, b] = devices;
    send(a!.id, 'State', 'LowLevel');
    expect(toPerson(after(31), 'siri')).toHaveLength(0);
    send(b!.id, 'State', 'Empty');
    const critical = toPerson(after(31), 'siri');
    expect(critical).toHaveLength(1);
    expect(critical[0]!.cases.map((x) => x.deviceId)).toEqual([b!.id]);
    expect(critical[0]!.subject).toMatch(/^Empty: /);
    // After the quiet hours the warning goes.
    const later = toPerson(after(2 * 3600), 'siri');
    expect(later.flatMap((m) => m.cases.map((x) => x.deviceId))).toContain(a!.id);
  });

  it("lists a storm's worst cases in one message and says how many more", async () => {
    await subscribe('siri');
    const many = platform.state.devices
      .filter((d) => d.tenant === DEMO_TENANT)
      .slice(0, MESSAGE_CASES_MAX + 5);
    for (const device of many) send(device.id, 'State', 'Empty');
    const [message, ...others] = toPerson(after(31), 'siri');
    expect(others).toHaveLength(0);
    expect(message!.cases).toHaveLength(MESSAGE_CASES_MAX);
    expect(message!.total).toBe(MESSAGE_CASES_MAX + 5);
    expect(message!.subject).toMatch(new RegExp(`og ${MESSAGE_CASES_MAX + 4} til`));
    expect(message!.text).toMatch(/… og 5 til: arbeidslisten har alle\.$/);
  });

  it('sends nothing to a person who chose the bell only, and the bell counts what is new to them', async () => {
    const staff = clientAs(platform, 'siri');
    await subscribe('siri', { channels: { console: true, email: false, push: false } });
    const [a] = devices;
    send(a!.id, 'State', 'Empty');
    expect(toPerson(after(31), 'siri')).toHaveLength(0);
    const bell = await staff.getUnreadCases(DEMO_TENANT);
    expect(bell.ok && bell.data).toMatchObject({
      unread: 1,
      items: [{ deviceId: a!.id, state: 'open' }],
    });
    expect((await staff.markNotificationsSeen(DEMO_TENANT)).ok).toBe(true);
    const seen = await staff.getUnreadCases(DEMO_TENANT);
    expect(seen.ok && seen.data.unread).toBe(0);
  });
});
