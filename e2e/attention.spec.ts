import { expect, test, type Locator, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { dispenserReports as reports } from './dispenser';
import { openConsole, signedInAs } from './signIn';

test.use(signedInAs('admin'));
// The three change and read one tenant's worklist (a refill, the offline threshold): one after
// another, so a count taken before a change is not moved by another test's.
test.describe.configure({ mode: 'default' });

/** The worklist's cards (not the reasons listed inside each). */
/** A demo dispenser reports `event` now. */
const dispenserReports = (page: Page, authorization: string, deviceId: string, event: string) =>
  reports(page, authorization, 'demo', deviceId, event);

const cards = (page: Page): Locator =>
  page.getByRole('list', { name: 'Needs attention' }).locator(':scope > li');

/** How many devices need attention, from the screen's summary line. */
async function attentionTotal(page: Page): Promise<number> {
  const summary = page.getByText(/^\d+ devices? needs? attention, \d+ critical\.$/);
  await expect(summary).toBeVisible();
  return Number(/^(\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
}

test('needs attention: low batteries and silent devices are listed, and it passes axe', async ({
  page,
}) => {
  await openConsole(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Needs attention' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Needs attention' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText('Battery low at or under 20 %')).toBeVisible();
  await expectNoAxeViolations(page);

  // A device whose battery is at or under the threshold.
  await page.getByLabel('Reason').selectOption({ label: 'Battery' });
  await expect(page).toHaveURL(/reason=battery/);
  await expect(cards(page).first()).toContainText(/Battery (low|critical) \(\d+ %\)/);
  // A device that has been silent for longer than the offline threshold.
  await page.getByLabel('Reason').selectOption({ label: 'Offline' });
  await expect(page).toHaveURL(/reason=offline/);
  await expect(cards(page).first()).toContainText(/Offline last message/);
});

test('needs attention: a refill takes a device off, a live Empty puts it back within seconds', async ({
  page,
}) => {
  // The token the console sends (it keeps it in memory only): the panel acts for this user.
  const listed = page.waitForRequest(
    (request) =>
      request.url().includes('/api/tenants/demo/attention?') &&
      !!request.headers()['authorization'],
  );
  await page.goto('/demo/attention?reason=fluid');
  const authorization = (await listed).headers()['authorization']!;
  // A device placed on a floor (its card links to the floor plan).
  const first = cards(page)
    .filter({ has: page.getByRole('link', { name: /^Show on floor plan: / }) })
    .first();
  await expect(first).toBeVisible();
  // Its device and premise, from its links: the list narrowed to that premise stays short.
  const deviceHref = (await first.getByRole('link').first().getAttribute('href')) ?? '';
  const deviceId = decodeURIComponent(deviceHref.split('/').pop() ?? '');
  const serial = ((await first.getByRole('link').first().textContent()) ?? '').trim();
  const planHref =
    (await first.getByRole('link', { name: 'Show on floor plan' }).getAttribute('href')) ?? '';
  const premiseId = /\/premises\/([^/]+)\//.exec(planHref)?.[1] ?? '';
  expect(premiseId).not.toBe('');
  // The worklist's watcher (a live feed of the types that matter, loaded after the first paint)
  // must be listening before the dispenser reports: its first page asked, the hub connected.
  // Reported before that, the event is history the list already shows, and nothing refreshes.
  const watching = page.waitForResponse(
    (response) =>
      response.url().includes('/api/device-events?') && response.url().includes('MotorStuck'),
  );
  await page.goto(`/demo/attention?reason=fluid&premise=${premiseId}`);
  const card = page.getByRole('listitem', { name: `${serial}, Critical` });
  await expect(card).toBeVisible();
  await watching;
  await expect(page.getByRole('img', { name: 'Receiving live events' })).toBeVisible();

  await dispenserReports(page, authorization, deviceId, 'Refilled');
  await expect(card).toHaveCount(0, { timeout: 10_000 });
  await dispenserReports(page, authorization, deviceId, 'Empty');
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card).toContainText('Empty since');
});

test('needs attention: a threshold change takes effect; tenant staff are not offered it', async ({
  page,
  browser,
}) => {
  await page.goto('/demo/attention');
  await expect(cards(page).first()).toBeVisible();
  const before = await attentionTotal(page);

  const change = async (minutes: string) => {
    await page.getByRole('button', { name: 'Change thresholds' }).click();
    await page.getByLabel('Offline after (minutes)').fill(minutes);
    await page.getByRole('button', { name: 'Save thresholds' }).click();
    await expect(page.getByText('Thresholds saved')).toBeVisible();
  };
  try {
    // Every device silent for more than 5 minutes is now offline.
    await change('5');
    await expect(page.getByText('Offline after 5 minutes without a message')).toBeVisible();
    await expect.poll(() => attentionTotal(page)).toBeGreaterThan(before);

    const staffContext = await browser.newContext(signedInAs('staff'));
    try {
      const staff = await staffContext.newPage();
      await staff.goto('/demo/attention');
      await expect(staff.getByText('Offline after 5 minutes without a message')).toBeVisible();
      await expect(cards(staff).first()).toBeVisible();
      await expect(staff.getByRole('button', { name: 'Change thresholds' })).toHaveCount(0);
    } finally {
      await staffContext.close();
    }
  } finally {
    // Back to the default, for the specs after this one, whatever happened above.
    await page.goto('/demo/attention');
    await change('120');
    await expect(page.getByText('Offline after 2 hours without a message')).toBeVisible();
  }
});
