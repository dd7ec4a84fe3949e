import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { expectDevicePage } from './devicePage';
import { openConsole, signedInAs } from './signIn';

// Every screen in both themes: the dark theme has its own colours, and contrast is checked in each.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme, ...signedInAs('admin') });

    test('the signed-in console has no axe violations on its built screens', async ({ page }) => {
      await openConsole(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await expectNoAxeViolations(page);

      for (const [path, heading] of [
        ['/demo/dashboard', 'Dashboard'],
        ['/demo/tenants', 'Set tenant'],
        ['/demo/devices', 'Devices'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoAxeViolations(page);
      }

      const table = page.getByRole('table', { name: 'Devices' });
      const serial =
        (await table.getByRole('row').nth(1).getByRole('link').first().textContent()) ?? '';
      await page.goto(`/demo/devices/${serial.trim()}`);
      await expect(page.getByRole('link', { name: `Install ${serial.trim()}` })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Go to device page' }).click();
      await expectDevicePage(page, serial.trim());
      await expectNoAxeViolations(page);

      await page.goto('/demo/no/such/page');
      await expect(
        page.getByRole('heading', { name: 'Unexpected Application Error!' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('the partner gate has no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Enter the partner name' })).toBeVisible();
  await expectNoAxeViolations(page);
});
