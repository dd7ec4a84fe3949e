import { expect, test, type APIRequestContext } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { dispenserReports } from './dispenser';
import { signedInAs } from './signIn';

/**
 * What a person is told by default (`NOTIFICATION_POLICY_DEFAULTS.defaults` of the api-client,
 * written out: Playwright loads the packages' built output, which a fresh clone does not have
 * when the journeys run).
 */
const DEFAULT_RULES = {
  onDuty: true,
  reasons: ['empty', 'lowFluid', 'criticalBattery', 'lowBattery', 'offline', 'motorStuck'],
  severities: ['critical', 'warning'],
  sectionIds: [],
  premiseIds: [],
  channels: { console: true, email: false, push: false },
  quietHours: null,
  language: 'nb',
};

// Bergen's cases and notifications: no other spec acknowledges, resolves or sets notifications
// there. The sandbox's clock is never moved here (other journeys run beside this one on real
// time): escalation on the platform's clock is proven in the sandbox's own test
// (apps/sandbox/src/notifications/notifications.test.ts).
const TENANT = 'bergen-kommune';
test.use(signedInAs('admin'));

interface Listed {
  id: string;
  serialNumber: string;
  status: { isOn: boolean };
  location: { type: string | null } | null;
}

/** An online dispenser of the tenant in a room with no fluid problem: Empty opens a case of its own. */
async function quietDevice(request: APIRequestContext, headers: Record<string, string>) {
  const devices = (await (
    await request.get(`/api/tenants/${TENANT}/devices?status.is-on=true&pageSize=100`, { headers })
  ).json()) as { items: Listed[] };
  const fluid = (await (
    await request.get(
      `/api/tenants/${TENANT}/attention?reason=empty&reason=lowFluid&pageSize=100`,
      { headers },
    )
  ).json()) as { items: { deviceId: string }[] };
  const busy = new Set(fluid.items.map((item) => item.deviceId));
  const quiet = devices.items.filter(
    (d) => d.status.isOn && d.location?.type === 'RoomModel' && !busy.has(d.id),
  );
  expect(quiet.length).toBeGreaterThan(0);
  return quiet.at(-1)!;
}

test('an Empty opens a case: the bell shows it, e-mail and web push carry it, "I\'m on it" takes it, Refilled ends it with its time', async ({
  page,
}) => {
  const listed = page.waitForRequest(
    (r) =>
      r.url().includes(`/api/tenants/${TENANT}/notifications`) && !!r.headers()['authorization'],
  );
  await page.goto(`/${TENANT}/devices`);
  const authorization = (await listed).headers()['authorization']!;
  const headers = { authorization, 'x-tenant-identifier': TENANT };
  const device = await quietDevice(page.request, headers);

  // Nothing new on the bell: everything open so far is marked as seen.
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, / });
  await bell.click();
  const panel = page.getByRole('region', { name: 'New cases' });
  const markSeen = panel.getByRole('button', { name: 'Mark all as seen' });
  if (await markSeen.isEnabled()) await markSeen.click();
  await expect(page.getByRole('button', { name: 'Notifications, none new' })).toBeVisible();

  // The dispenser reports Empty: the bell has it, live, without a reload.
  await dispenserReports(page, authorization, TENANT, device.id, 'Empty');
  await expect(page.getByRole('button', { name: /^Notifications, [1-9]\d* new$/ })).toBeVisible();
  const line = panel.getByRole('link', { name: `Empty: ${device.serialNumber}` });
  await expect(line).toBeVisible();

  // E-mail and web push for this person (a stand-in push service that decrypts what it gets),
  // the tenant's messages sent at once: its Empty goes out in the round that follows.
  const subscription = (await (
    await page.request.post('/sandbox/push-receiver/subscriptions')
  ).json()) as { endpoint: string; keys: { p256dh: string; auth: string } };
  expect(
    (
      await page.request.put(`/api/tenants/${TENANT}/notifications/push`, {
        headers,
        data: subscription,
      })
    ).status(),
  ).toBe(204);
  const policy = await page.request.put(`/api/tenants/${TENANT}/notifications/policy`, {
    headers,
    data: {
      groupWaitSeconds: 0,
      groupIntervalMinutes: 1,
      repeatIntervalMinutes: 240,
      escalation: null,
      defaults: DEFAULT_RULES,
    },
  });
  expect(policy.status()).toBe(200);
  const preferences = await page.request.put(`/api/tenants/${TENANT}/notifications/preferences`, {
    headers,
    data: {
      onDuty: true,
      reasons: ['empty'],
      severities: ['critical'],
      sectionIds: [],
      premiseIds: [],
      channels: { console: true, email: true, push: true },
      quietHours: null,
      language: 'en',
    },
  });
  expect(preferences.status()).toBe(200);

  await expect
    .poll(async () => {
      const inbox = (await (await page.request.get('/sandbox/inbox/messages')).json()) as {
        to: string;
        text: string;
      }[];
      return inbox.some(
        (mail) => mail.to === 'admin@sandbox.invalid' && mail.text.includes(device.serialNumber),
      );
    })
    .toBe(true);
  await expect
    .poll(async () => {
      const pushed = (await (
        await page.request.get(`${subscription.endpoint}/messages`)
      ).json()) as {
        payload: { body: string; url: string };
      }[];
      // One message for the round: it names every case, and opens the worst one's device.
      return pushed.some(
        (push) =>
          push.payload.body.includes(device.serialNumber) &&
          new RegExp(`/${TENANT}/device/[^/]+$`).test(push.payload.url),
      );
    })
    .toBe(true);

  // From the bell to the device: "I'm on it" takes the case in the person's name.
  await line.click();
  await expect(page).toHaveURL(new RegExp(`/${TENANT}/device/${device.id}$`));
  const onIt = page.getByRole('list', { name: 'Who is on it' });
  await onIt.getByRole('button', { name: `I'm on it: Empty, ${device.serialNumber}` }).click();
  await expect(onIt.getByText(/Ada Admin is on it \(since /)).toBeVisible();
  await expectNoAxeViolations(page);

  // The dispenser is filled: the device itself ends the case, and its history says how long.
  await dispenserReports(page, authorization, TENANT, device.id, 'Refilled');
  const history = page.getByRole('region', { name: 'Case history' });
  const entry = history
    .getByRole('listitem')
    .filter({ hasText: 'Resolved by the device (Refilled)' });
  await expect(entry.first()).toBeVisible();
  await expect(entry.first()).toContainText(
    /Acknowledged after \d+ minutes?, resolved after \d+ minutes?/,
  );
});

// The settings screen on another tenant than the journey above, which e-mails there meanwhile.
const SETTINGS_TENANT = 'northwind-care';

test('the settings from the bell, and the stop link of an e-mail turns e-mail off in one press', async ({
  page,
}) => {
  const listed = page.waitForRequest(
    (r) =>
      r.url().includes(`/api/tenants/${SETTINGS_TENANT}/notifications`) &&
      !!r.headers()['authorization'],
  );
  await page.goto(`/${SETTINGS_TENANT}/devices`);
  const authorization = (await listed).headers()['authorization']!;
  const saved = await page.request.put(
    `/api/tenants/${SETTINGS_TENANT}/notifications/preferences`,
    {
      headers: { authorization, 'x-tenant-identifier': SETTINGS_TENANT },
      data: {
        ...DEFAULT_RULES,
        channels: { console: true, email: true, push: false },
      },
    },
  );
  expect(saved.status()).toBe(200);

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications, / })
    .click();
  await page
    .getByRole('region', { name: 'New cases' })
    .getByRole('link', { name: 'Notification settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const mine = page.getByRole('region', { name: 'My notifications' });
  const email = mine.getByRole('group', { name: 'How' }).getByRole('checkbox', { name: 'E-mail' });
  await expect(email).toBeChecked();
  await expect(mine.getByText('E-mail goes to admin@sandbox.invalid.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The link at the foot of every e-mail.
  await page.goto(`/${SETTINGS_TENANT}/notifications?unsubscribe=email`);
  await expect(page.getByText('You followed the link to stop these e-mails.')).toBeVisible();
  await page.getByRole('button', { name: 'Stop e-mail' }).click();
  await expect(page.getByText('Stopped. You can turn it on again here.')).toBeVisible();
  await expect(email).not.toBeChecked();
  await page.reload();
  await expect(email).not.toBeChecked();
});
