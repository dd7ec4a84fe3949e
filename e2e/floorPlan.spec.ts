import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { dispenserReports } from './dispenser';
import { signedInAs } from './signIn';

// A hospital's floor plans: a tenant no other spec writes plans for. The two tests edit the same
// floor, one after the other.
const TENANT = 'oslo-universitetssykehus';
test.use(signedInAs('admin'));
test.describe.configure({ mode: 'default' });

/** A ward's drawing: a 320 x 240 PNG of rooms either side of a corridor. */
const WARD_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAUAAAADwCAAAAABURuK3AAABzElEQVR42u3d3Q2CMBSAUSZhEvdfhiFQISHG2BT7g2093zO5lUPk7YZpVVYTAoAAAQIUQIAAASoL8KavAgiwPcC5RPv4gUc9WkOAJV6rr89nxFEAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBBgHDD6CaazV//DKIAAGwN8/reXYO/zl/Q6H7W9A48AAuwEUAABAgQogAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIUAABAgSoWoCflk9K/8iWzwAIsFHA1I2UzAWXLs8ACLBNwCLrrlcsr/7yjBkgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQIECBAgQIAAAQKMA1Ztv7khzggB6oqveglgHUClBBAgQIAABRAgQIBK6A6BKj753Q4cagAAAABJRU5ErkJggg==';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const markOf = (page: Page, serial: string, state = '') =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(serial)}: ${state}`) });

/** Where the plan's JSON says each dispenser is, by its label (the serial number). */
async function placements(page: Page): Promise<Record<string, [number, number]>> {
  const text = await page.getByRole('textbox', { name: 'Floor-plan JSON' }).inputValue();
  const entries = JSON.parse(text) as Record<string, unknown>[];
  return Object.fromEntries(
    entries
      .filter((e) => e['type'] === 'dispenser')
      .map((e) => [String(e['label']), [Number(e['x']), Number(e['y'])]]),
  );
}

/** Moves `serial` on the plan by keyboard: its list button, then the arrow keys. */
async function moveByKeys(page: Page, serial: string, keys: string[]) {
  await page.getByRole('button', { name: `Move ${serial}`, exact: true }).click();
  await expect(markOf(page, serial)).toBeFocused();
  for (const key of keys) await page.keyboard.press(key);
}

/** How many dispensers the stored plan of `floorId` places (asked as the console asks). */
async function dispensersOnPlan(page: Page, authorization: string, floorId: string) {
  const response = await page.request.get(`/api/floors/${floorId}/floor-plans`, {
    headers: { authorization, 'x-tenant-identifier': TENANT },
  });
  if (!response.ok()) return 0;
  const { map } = (await response.json()) as { map: { type?: unknown }[] };
  return map.filter((entry) => entry.type === 'dispenser').length;
}

/**
 * The worklist's 'Show on floor plan' for a dispenser low on fluid: the floor's plan as the
 * viewer, that dispenser chosen; answers the plan's address, the dispenser and the token. The
 * card is the first whose floor's plan holds other dispensers to move beside it: the sandbox's
 * live events make any dispenser low on fluid at any time, one alone on its floor too.
 */
async function openFromWorklist(page: Page) {
  const listed = page.waitForRequest(
    (r) => r.url().includes(`/api/tenants/${TENANT}/attention?`) && !!r.headers()['authorization'],
  );
  await page.goto(`/${TENANT}/attention?reason=fluid`);
  const authorization = (await listed).headers()['authorization']!;
  const cards = page
    .getByRole('list', { name: 'Needs attention' })
    .locator(':scope > li')
    .filter({ has: page.getByRole('link', { name: /^Show on floor plan: / }) })
    // A stuck motor is the worst a mark says: a live Empty would not show over it.
    .filter({ hasNotText: 'Motor stuck' })
    .filter({ hasText: 'Low fluid' });
  await expect(cards.first()).toBeVisible();
  // Read once: the list is live, so a card is named by its serial, never by its place.
  const candidates = await cards.evaluateAll((items) =>
    items.map((item) => ({
      serial: item.querySelector('a')?.textContent?.trim() ?? '',
      deviceHref: item.querySelector('a')?.getAttribute('href') ?? '',
      planHref:
        [...item.querySelectorAll('a')]
          .find((a) => a.getAttribute('aria-label')?.startsWith('Show on floor plan'))
          ?.getAttribute('href') ?? '',
    })),
  );
  let chosen: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) {
    const floorId = /\/floors\/([^/?]+)/.exec(candidate.planHref)?.[1];
    if (floorId && (await dispensersOnPlan(page, authorization, floorId)) >= 2) {
      chosen = candidate;
      break;
    }
  }
  expect(chosen, 'a low-fluid dispenser on a floor with others').toBeDefined();
  const { serial, deviceHref } = chosen!;
  const deviceId = decodeURIComponent(deviceHref.split('/').pop() ?? '');
  await cards
    .filter({ has: page.getByRole('link', { name: serial, exact: true }) })
    .getByRole('link', { name: /^Show on floor plan/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Floor-plan for / })).toBeVisible();
  const plan = new URL(page.url()).pathname;
  return { plan, serial, deviceId, deviceHref, authorization };
}

test('floor plan: the worklist’s dispenser chosen on the live plan; a drawing uploaded, two moved, all kept; a live Empty on its mark', async ({
  page,
}) => {
  const { plan, serial, deviceId, deviceHref, authorization } = await openFromWorklist(page);

  // The viewer: the dispenser chosen and in view, its reasons in the worklist's words, its page.
  const mark = markOf(page, serial);
  await expect(mark).toHaveAttribute('aria-pressed', 'true');
  await expect(mark).toBeInViewport();
  const panel = page.getByRole('region', { name: `Dispenser ${serial}` });
  await expect(panel).toContainText(/Low fluid.* since /);
  await expect(panel.getByRole('link', { name: 'Open device page' })).toHaveAttribute(
    'href',
    deviceHref,
  );
  await expect(page.getByRole('textbox', { name: 'Floor-plan JSON' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Edit mode: the ward's own drawing put under the plan, two dispensers moved by keyboard,
  // saved, and all in place after a reload.
  await page.getByRole('button', { name: 'Edit plan' }).click();
  await page.getByTestId('drawing-file').setInputFiles({
    name: 'ward.png',
    mimeType: 'image/png',
    buffer: Buffer.from(WARD_PNG, 'base64'),
  });
  const drawn = page.locator('image[data-shape="drawing"]');
  await expect(drawn).toHaveAttribute('href', /^data:image\/jpeg;base64,/);
  await expect(page.getByRole('button', { name: 'Replace drawing' })).toBeVisible();
  const moves = page.getByRole('button', { name: /^Move / });
  await expect(moves.nth(1)).toBeVisible();
  const other = ((await moves.nth(0).getAttribute('aria-label')) ?? '').replace(/^Move /, '');
  const second =
    other === serial
      ? ((await moves.nth(1).getAttribute('aria-label')) ?? '').replace(/^Move /, '')
      : other;
  const before = await placements(page);
  await moveByKeys(page, serial, ['Shift+ArrowRight', 'ArrowDown']);
  await moveByKeys(page, second, ['Shift+ArrowLeft', 'ArrowUp']);
  const moved = await placements(page);
  expect(moved[serial]).not.toEqual(before[serial]);
  expect(moved[second]).not.toEqual(before[second]);
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('New floorplan saved')).toBeVisible();
  await page.reload();
  const kept = await placements(page);
  expect(kept[serial]).toEqual(moved[serial]);
  expect(kept[second]).toEqual(moved[second]);
  await expect(drawn).toHaveAttribute('href', /^data:image\/jpeg;base64,/);

  // Back in the viewer, a live Empty from the dispenser changes its mark and its words.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Edit plan' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(plan);
  await expect(markOf(page, serial)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Receiving live events' })).toBeVisible();
  await dispenserReports(page, authorization, TENANT, deviceId, 'Empty');
  await expect(markOf(page, serial, 'Empty')).toBeVisible();
  // Put back as it was (low on fluid) for whoever reads the worklist next.
  await dispenserReports(page, authorization, TENANT, deviceId, 'LowLevel');
});

test('floor plan: two tabs edit the same plan; the second save is told of the first and loses nothing', async ({
  page,
  context,
}) => {
  const { plan, serial } = await openFromWorklist(page);
  const other = await context.newPage();
  await other.goto(`${plan}?edit`);
  await page.goto(`${plan}?edit`);

  // This tab moves the worklist's dispenser; the other tab moves another one and saves first.
  await moveByKeys(page, serial, ['ArrowRight', 'ArrowRight']);
  const mine = (await placements(page))[serial];
  const moves = other.getByRole('button', { name: /^Move / });
  await expect(moves.nth(1)).toBeVisible();
  const names = await moves.evaluateAll((buttons) =>
    buttons.map((b) => (b.getAttribute('aria-label') ?? '').replace(/^Move /, '')),
  );
  const theirSerial = names.find((name) => name !== serial)!;
  await moveByKeys(other, theirSerial, ['ArrowDown', 'ArrowDown']);
  const theirs = (await placements(other))[theirSerial];
  await other.getByRole('button', { name: 'Save plan' }).click();
  await expect(other.getByText('New floorplan saved')).toBeVisible();

  // This tab's save is stale: told, its move put onto the saved plan, saved again.
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText(/changed elsewhere after you opened it/)).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('New floorplan saved')).toBeVisible();

  // Both moves are stored.
  await other.reload();
  const stored = await placements(other);
  expect(stored[serial]).toEqual(mine);
  expect(stored[theirSerial]).toEqual(theirs);
  await other.close();
});
