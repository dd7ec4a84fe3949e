import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { signInThroughGateTo } from './signIn';

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

test('on a phone: the folded menu; Home, dashboard, device list, QR address and device page fit', async ({
  page,
}) => {
  await signInThroughGateTo(page, 'installer');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await goViaMenu(page, 'Dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
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
  await expect(page).toHaveURL(/\/device\//);
  await expect(page.getByRole('heading', { name: /Device/ }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The screen is part of the shell's main landmark, not a second one.
  await expect(page.getByRole('main')).toHaveCount(1);
  await expectNoAxeViolations(page);
});
