import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { expectDevicePage } from './devicePage';
import { openConsole, signedInAs } from './signIn';

// An installer on a phone in front of a dispenser: the narrowest common phone screen.
test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

/** Unfolds the menu, chooses `name`, and checks that the menu folded again. */
async function goViaMenu(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu' }).tap();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name }).tap();
  await expect(menu).toBeHidden();
}

/** Nothing may need sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe(() => {
  test.use(signedInAs('installer'));

  test('on a phone: the folded menu; Home, dashboard, device list, QR address and device page fit', async ({
    page,
  }) => {
    await openConsole(page);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await goViaMenu(page, 'Dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // The feed arrives after the screen (its own chunk): measured once it is drawn.
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await goViaMenu(page, 'Devices');
    await expect(page.getByRole('heading', { name: 'Devices' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Devices' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScroll(page);

    const serial =
      (await table.getByRole('row').nth(1).getByRole('link').first().textContent()) ?? '';
    // The address a dispenser's QR code opens.
    await page.goto(`/devices/${serial.trim()}`);
    await expect(page).toHaveURL(new RegExp(`/demo/devices/${serial.trim()}`));
    await expect(page.getByRole('link', { name: `Install ${serial.trim()}` })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // Or typed on Home, as printed on the dispenser.
    await goViaMenu(page, 'Home');
    await page.getByRole('textbox', { name: 'Serial number' }).fill(serial.trim());
    await page.getByRole('button', { name: 'Open' }).tap();
    await expect(page.getByRole('link', { name: `Install ${serial.trim()}` })).toBeVisible();

    await page.getByRole('link', { name: 'Go to device page' }).tap();
    await expectDevicePage(page, serial.trim());
    await expectNoSidewaysScroll(page);
    // The screen is part of the shell's main landmark, not a second one.
    await expect(page.getByRole('main')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});

/** Opens `path`, waits for its title and for its lists to load, and checks it fits the phone. */
async function expectFits(page: Page, path: string, title: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
}

/**
 * Opens the first entry of the page's `list` of locations (its rows are links), and waits until
 * the next page is drawn. The page before stays on screen while the next one's chunk loads: naming
 * the list waits for this page before the tap, and a new title for the next one after it.
 */
async function openFirst(
  page: Page,
  list: 'sections' | 'premises' | 'floors' | 'rooms',
  address: RegExp,
) {
  const title = page.getByRole('heading', { level: 1 });
  await expect(page.getByRole('list', { name: list, exact: true })).toBeVisible();
  const before = (await title.textContent()) ?? '';
  await page
    .getByRole('list', { name: list, exact: true })
    .getByRole('listitem')
    .filter({ hasNotText: 'E2E' })
    .first()
    .getByRole('link')
    .tap();
  await expect(page).toHaveURL(address);
  await expect(title).not.toHaveText(before);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
}

test.describe(() => {
  test.use(signedInAs('admin'));

  test('on a phone: no screen of the customer tenant scrolls sideways at 320 px', async ({
    page,
  }) => {
    await expectFits(page, '/demo/lander', 'Home');
    await expectFits(page, '/demo/dashboard', 'Dashboard');
    await expectFits(page, '/demo/devices', 'Devices');
    await expectFits(page, '/demo/devices/provision/form', /provision/i);
    await expectFits(page, '/demo/users', 'Users');
    await expectFits(page, '/demo/users/invite', 'Invite a user');
    await expectFits(page, '/demo/users/screen', 'Add a screen user');
    await expectFits(page, '/demo/tenants', 'Set tenant');
    await expectFits(page, '/demo/on-prem', 'On-prem');
    await expectFits(page, '/demo/attention', 'Needs attention');

    // The location screens, down the tree: section, premise, floor, its floor plan, a room.
    await expectFits(page, '/demo/sections', 'Sections');
    await openFirst(page, 'sections', /\/sections\/[^/]+$/);
    await openFirst(page, 'premises', /\/premises\/[^/]+$/);
    await openFirst(page, 'floors', /\/floors\/[^/]+$/);
    const floor = page.url();
    await openFirst(page, 'rooms', /\/rooms\/[^/]+$/);
    await page.goto(`${floor}/floor-plans`);
    await expect(page.getByRole('heading', { level: 1, name: /^Floor-plan for / })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test.describe(() => {
  test.use(signedInAs('installer'));

  test('on a phone: no screen of the service tenant scrolls sideways at 320 px', async ({
    page,
  }) => {
    await expectFits(page, '/service/installations', 'Plan installations');
    await expectFits(page, '/service/maintenance', 'Maintenance');
  });
});
