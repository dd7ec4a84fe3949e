/**
 * The platform's notifications end to end over HTTP: a person saves their settings, a dispenser
 * reports Empty through the panel, the clock moves past the group wait, and the e-mail is in the
 * sandbox's inbox (with absolute links) and the web push message, decrypted, at the stand-in push
 * service.
 */
import { NOTIFICATION_POLICY_DEFAULTS, TENANT_HEADER } from '@hygiene/api-client';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CLOCK_PATH } from '../clock.ts';
import { DEFAULT_TENANT_IDENTIFIER, PUSH_TTL_SECONDS } from '../constants.ts';
import { DISPENSER_PANEL_PATH } from '../dispenserPanel.ts';
import { fakeOf, signIn, startTestSandbox } from '../test-helpers.ts';
import type { TestSandbox } from '../test-helpers.ts';
import { INBOX_PATH } from './inbox.ts';
import { PUSH_RECEIVER_PATH } from './pushReceiver.ts';
import type { ReceivedPush } from './pushReceiver.ts';
import type { ReceivedMail } from './smtpReceiver.ts';
import type { PushPayload } from './webPush.ts';

const tenant = DEFAULT_TENANT_IDENTIFIER;
let sandbox: TestSandbox;
let admin: string;
let staff: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  admin = (await signIn(sandbox.url, 'admin')).tokens.access_token;
  staff = (await signIn(sandbox.url, 'staff')).tokens.access_token;
});
afterAll(() => sandbox.dispose());

const json = (token: string, body: unknown, method = 'PUT'): RequestInit => ({
  method,
  headers: {
    authorization: `Bearer ${token}`,
    [TENANT_HEADER]: tenant,
    'content-type': 'application/json',
  },
  body: JSON.stringify(body),
});

async function savePreferences(channels: { console: boolean; email: boolean; push: boolean }) {
  const response = await fetch(
    `${sandbox.url}/api/tenants/${tenant}/notifications/preferences`,
    json(staff, { ...NOTIFICATION_POLICY_DEFAULTS.defaults, channels }),
  );
  expect(response.status).toBe(200);
}

async function moveClock(minutes: number): Promise<{ now: string; messages: number }> {
  const response = await fetch(
    `${sandbox.url}${CLOCK_PATH}`,
    json(admin, { advanceMinutes: minutes }, 'POST'),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { now: string; messages: number };
}

/** An online device of the tenant with no fluid problem, so Empty opens a case of its own. */
function quietDevice(except: readonly string[] = []) {
  const device = fakeOf(sandbox).state.devices.find(
    (d) =>
      d.tenant === tenant &&
      d.isOn &&
      d.locationType === 'RoomModel' &&
      d.health.fluid === null &&
      !except.includes(d.id),
  );
  if (!device) throw new Error('no device without a fluid problem in the seed');
  return device;
}

/**
 * The cases already open go out in a message of their own first (and the group interval since
 * the last message passes); then the dispenser reports Empty, and the clock moves past the
 * group wait: the next message is about that case alone, first.
 */
async function emptyAndWait(deviceId: string) {
  await moveClock(10);
  const sent = await fetch(
    `${sandbox.url}${DISPENSER_PANEL_PATH}/${tenant}/${deviceId}/events`,
    json(admin, { eventType: 'State', event: 'Empty' }, 'POST'),
  );
  expect(sent.status).toBe(201);
  const moved = await moveClock(6);
  expect(moved.messages).toBeGreaterThan(0);
  expect(Date.parse(moved.now)).toBeGreaterThan(Date.now() + 15 * 60_000);
}

describe('e-mail', () => {
  it('a person with e-mail on gets the Empty in the inbox, with absolute links', async () => {
    await savePreferences({ console: true, email: true, push: false });
    const device = quietDevice();
    await emptyAndWait(device.id);

    const inbox = (await (
      await fetch(`${sandbox.url}${INBOX_PATH}/messages`)
    ).json()) as ReceivedMail[];
    const mail = inbox.find(
      (m) => m.to === 'staff@sandbox.invalid' && m.subject.includes(device.serialNumber),
    );
    expect(mail, JSON.stringify(inbox.map((m) => [m.to, m.subject]))).toBeDefined();
    const consoleUrl = sandbox.consoleUrl;
    const open = `${consoleUrl}/${tenant}/device/${device.id}`;
    const unsubscribe = `${consoleUrl}/${tenant}/notifications?unsubscribe=email`;
    expect(consoleUrl).toMatch(/^http:\/\/localhost:\d+$/);
    expect(mail!.text).toContain(device.serialNumber);
    // The seeded users read Norwegian until they choose otherwise (the policy's defaults).
    expect(mail!.text).toContain(`Åpne i konsollen: ${open}`);
    expect(mail!.text).toContain(`Stopp disse e-postene: ${unsubscribe}`);
    expect(mail!.html).toContain(`href="${open}"`);
    expect(mail!.html).toContain(`href="${unsubscribe}"`);
    expect(mail!.headers.listUnsubscribe).toBe(`<${unsubscribe}>`);

    // The page lists it, escaped, and needs no token.
    const page = await fetch(`${sandbox.url}${INBOX_PATH}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const body = await page.text();
    expect(body).toContain(device.serialNumber);
    expect(body).toContain(`<a href="${open}">`);
  });
});

describe('web push', () => {
  it('a browser subscribed at the stand-in push service gets the Empty, decrypted', async () => {
    const created = await fetch(`${sandbox.url}${PUSH_RECEIVER_PATH}/subscriptions`, {
      method: 'POST',
    });
    expect(created.status).toBe(201);
    const subscription = (await created.json()) as {
      endpoint: string;
      expirationTime: null;
      keys: { p256dh: string; auth: string };
    };
    expect(subscription.endpoint).toMatch(
      new RegExp(`^${sandbox.url}${PUSH_RECEIVER_PATH}/[0-9a-f-]{36}$`),
    );
    const saved = await fetch(
      `${sandbox.url}/api/tenants/${tenant}/notifications/push`,
      json(staff, subscription),
    );
    expect(saved.status).toBe(204);
    await savePreferences({ console: true, email: false, push: true });
    const device = quietDevice();
    await emptyAndWait(device.id);

    const received = (await (
      await fetch(`${subscription.endpoint}/messages`)
    ).json()) as ReceivedPush[];
    const push = received.find((r) =>
      (r.payload as PushPayload).title.includes(device.serialNumber),
    );
    expect(push, JSON.stringify(received)).toBeDefined();
    const payload = push!.payload as PushPayload;
    const openCase = fakeOf(sandbox).state.cases.find(
      (c) => c.deviceId === device.id && c.reason === 'empty' && !c.resolved,
    )!;
    expect(payload).toEqual({
      title: expect.stringContaining(device.serialNumber) as string,
      body: expect.stringContaining(device.serialNumber) as string,
      url: `${sandbox.consoleUrl}/${tenant}/device/${device.id}`,
      tag: openCase.id,
      unsubscribeUrl: `${sandbox.consoleUrl}/${tenant}/notifications?unsubscribe=push`,
    });
    expect(push!.ttl).toBe(PUSH_TTL_SECONDS);
    expect(push!.urgency).toBe(openCase.severity === 'critical' ? 'high' : 'normal');
  });

  it('the stand-in push service takes only what the sandbox signed with its VAPID key', async () => {
    const subscription = (await (
      await fetch(`${sandbox.url}${PUSH_RECEIVER_PATH}/subscriptions`, { method: 'POST' })
    ).json()) as { endpoint: string; keys: { p256dh: string; auth: string } };
    const deliver = (vapidDetails: { subject: string; publicKey: string; privateKey: string }) => {
      const details = webpush.generateRequestDetails(subscription, '{"title":"x"}', {
        vapidDetails,
        contentEncoding: 'aes128gcm',
      });
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      return { headers, body: new Uint8Array(details.body) };
    };
    // Someone else's key: refused, nothing kept.
    const stranger = webpush.generateVAPIDKeys();
    const foreign = deliver({ subject: 'mailto:someone@example.invalid', ...stranger });
    const refused = await fetch(subscription.endpoint, { method: 'POST', ...foreign });
    expect(refused.status).toBe(401);
    // The sandbox's public key named, but the token signed by another: refused too.
    const pushSettings = (await (
      await fetch(`${sandbox.url}/api/tenants/${tenant}/notifications/push`, {
        headers: { authorization: `Bearer ${staff}`, [TENANT_HEADER]: tenant },
      })
    ).json()) as { publicKey: string };
    const forged = deliver({ subject: 'mailto:someone@example.invalid', ...stranger });
    forged.headers.Authorization = forged.headers.Authorization!.replace(
      /k=.*$/,
      `k=${pushSettings.publicKey}`,
    );
    expect((await fetch(subscription.endpoint, { method: 'POST', ...forged })).status).toBe(401);
    expect(await (await fetch(`${subscription.endpoint}/messages`)).json()).toEqual([]);
    // An endpoint it never made.
    const unknown = subscription.endpoint.replace(/[0-9a-f-]{36}$/, crypto.randomUUID());
    expect((await fetch(`${unknown}/messages`)).status).toBe(404);
  });
});

describe('escalation', () => {
  it('acknowledging stops it at once, an unacknowledged case reaches the next person, and Refilled resolves it with the time it took', async () => {
    // The provider's administrator is told only what is escalated to them, after 15 minutes.
    const mine = await fetch(
      `${sandbox.url}/api/tenants/${tenant}/notifications/preferences`,
      json(admin, {
        ...NOTIFICATION_POLICY_DEFAULTS.defaults,
        onDuty: false,
        channels: { console: true, email: true, push: false },
      }),
    );
    expect(mine.status).toBe(200);
    const policy = await fetch(
      `${sandbox.url}/api/tenants/${tenant}/notifications/policy`,
      json(admin, {
        ...NOTIFICATION_POLICY_DEFAULTS,
        escalation: { afterMinutes: 15, personIds: ['admin'] },
      }),
    );
    expect(policy.status).toBe(200);
    await savePreferences({ console: true, email: true, push: false });
    // What was open already escalates now, and the group interval since passes.
    await moveClock(10);
    const acknowledged = quietDevice();
    const forgotten = quietDevice([acknowledged.id]);
    for (const device of [acknowledged, forgotten]) {
      const sent = await fetch(
        `${sandbox.url}${DISPENSER_PANEL_PATH}/${tenant}/${device.id}/events`,
        json(admin, { eventType: 'State', event: 'Empty' }, 'POST'),
      );
      expect(sent.status).toBe(201);
    }
    await moveClock(1);
    const caseOf = (deviceId: string) =>
      fakeOf(sandbox).state.cases.find(
        (c) => c.deviceId === deviceId && c.reason === 'empty' && !c.resolved,
      )!;
    const taken = await fetch(
      `${sandbox.url}/api/tenants/${tenant}/cases/${caseOf(acknowledged.id).id}/acknowledge`,
      json(staff, undefined, 'POST'),
    );
    expect(taken.status).toBe(200);
    await moveClock(16);

    const inbox = (await (
      await fetch(`${sandbox.url}${INBOX_PATH}/messages`)
    ).json()) as ReceivedMail[];
    const toAdmin = inbox.filter((m) => m.to === 'admin@sandbox.invalid');
    expect(toAdmin.some((m) => m.text.includes(acknowledged.serialNumber))).toBe(false);
    const escalated = toAdmin.find((m) => m.text.includes(forgotten.serialNumber));
    expect(escalated, JSON.stringify(toAdmin.map((m) => m.subject))).toBeDefined();
    expect(escalated!.subject).toMatch(/^Ikke kvittert: /);

    // The dispenser is filled: its case ends by its own message, 17 minutes after it opened.
    const refilled = await fetch(
      `${sandbox.url}${DISPENSER_PANEL_PATH}/${tenant}/${acknowledged.id}/events`,
      json(admin, { eventType: 'State', event: 'Refilled' }, 'POST'),
    );
    expect(refilled.status).toBe(201);
    const history = (await (
      await fetch(
        `${sandbox.url}/api/tenants/${tenant}/cases?device-id=${acknowledged.id}&pageSize=5`,
        { headers: { authorization: `Bearer ${staff}`, [TENANT_HEADER]: tenant } },
      )
    ).json()) as {
      items: {
        state: string;
        resolved: { how: string; event: string } | null;
        minutesToResolve: number | null;
        acknowledged: { by: { id: string } } | null;
      }[];
    };
    const [latest] = history.items;
    expect(latest).toMatchObject({
      state: 'resolved',
      resolved: { how: 'device', event: 'Refilled' },
      acknowledged: { by: { id: 'staff' } },
    });
    expect(latest!.minutesToResolve).toBeGreaterThanOrEqual(17);
  });
});

describe('the clock', () => {
  it('moves for administrators only, with a JSON body of 1 to 1440 minutes', async () => {
    const before = sandbox.clock.offsetMs;
    const post = (token: string | null, body: string, type = 'application/json') =>
      fetch(`${sandbox.url}${CLOCK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body,
      });
    const minutes = JSON.stringify({ advanceMinutes: 5 });
    expect((await post(null, minutes)).status).toBe(401);
    // Tenant staff may not send device events (the roles table's `events` write): nor move time.
    expect((await post(staff, minutes)).status).toBe(403);
    expect((await post(admin, minutes, 'text/plain')).status).toBe(415);
    expect(
      (await post(admin, 'advanceMinutes=5', 'application/x-www-form-urlencoded')).status,
    ).toBe(415);
    expect((await post(admin, '{"advanceMinutes":')).status).toBe(400);
    for (const advanceMinutes of [0, 1441, 1.5, '5', -1]) {
      expect((await post(admin, JSON.stringify({ advanceMinutes }))).status).toBe(400);
    }
    expect(sandbox.clock.offsetMs).toBe(before);
    const moved = await post(admin, minutes);
    expect(moved.status).toBe(200);
    expect(sandbox.clock.offsetMs).toBe(before + 5 * 60_000);
  });
});
