import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { signedInAs } from './signIn';

// A customer tenant no other spec writes to, so this spec's maintenance stays its own.
const TENANT = 'northwind-care';

// The service tenant has one maintenance window at a time, and each of these two starts one:
// they run one after the other.
test.describe(() => {
  test.describe.configure({ mode: 'default' });

  test.describe(() => {
    test.use(signedInAs('installer'));

    test('the service tenant puts a tenant into maintenance, works on a device, ends it, and every tab of the tenant follows', async ({
      page,
      context,
    }) => {
      await page.goto('/service/maintenance');
      await expect(page.getByRole('heading', { name: 'Maintenance', level: 1 })).toBeVisible();

      // Start maintenance for the customer tenant: POST /sessions answers 204.
      const tenantField = page.getByRole('combobox', { name: 'Tenant', exact: true });
      await expect(tenantField.locator(`option[value="${TENANT}"]`)).toHaveCount(1);
      await tenantField.selectOption(TENANT);
      await page.getByRole('combobox', { name: 'Duration' }).selectOption('30');
      const started = page.waitForResponse(
        (r) => r.url().endsWith('/api/sessions') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Start maintenance' }).click();
      expect((await started).status()).toBe(204);
      await expect(page.getByText(`Maintenance started for ${TENANT}.`)).toBeVisible();
      await expect(page.getByText(new RegExp(`^${TENANT} is in maintenance until `))).toBeVisible();
      await expect(page.getByRole('list', { name: 'Devices under maintenance' })).toBeVisible();
      await expectNoAxeViolations(page);

      // A second tab in the tenant: the indicator is on there, with the time left.
      const tenantTab = await context.newPage();
      await tenantTab.goto(`/${TENANT}/devices`);
      const bar = tenantTab.getByRole('banner');
      await expect(bar.getByText('Maintenance mode', { exact: true })).toBeVisible();
      await expect(bar.getByText(/^(30|31) min left$/)).toBeVisible();
      await expectNoAxeViolations(tenantTab);
      const table = tenantTab.getByRole('table', { name: 'Devices' });
      const serial = (
        (await table.getByRole('row').nth(2).getByRole('link').first().textContent()) ?? ''
      ).trim();
      expect(serial).toMatch(/^[A-Z0-9]+-\d+$/);

      // And in the first tab, through the link, the same.
      await page.getByRole('link', { name: `Open ${TENANT}` }).click();
      await expect(page).toHaveURL(new RegExp(`/${TENANT}/dashboard$`));
      await expect(
        page.getByRole('banner').getByText('Maintenance mode', { exact: true }),
      ).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/service\/maintenance$/);

      // Start a device session for one of its devices, then stop it.
      const devices = page.getByRole('list', { name: 'Devices under maintenance' });
      await page.getByRole('textbox', { name: 'Serial number' }).fill(serial);
      await page.getByRole('button', { name: 'Start device session' }).click();
      await expect(page.getByText(`Device session started for ${serial}.`)).toBeVisible();
      const row = devices
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: serial }) });
      await expect(row).toHaveCount(1);
      const stopped = page.waitForResponse(
        (r) =>
          /\/api\/device-sessions\/[^/]+\/stop$/.test(r.url()) && r.request().method() === 'POST',
      );
      await row.getByRole('button', { name: 'Stop' }).click();
      expect((await stopped).status()).toBe(200);
      await expect(row).toHaveCount(0);

      // End maintenance early: one action, asked first.
      await page.getByRole('button', { name: 'End maintenance' }).click();
      const confirm = page.getByRole('alertdialog', { name: `End maintenance of ${TENANT}?` });
      await confirm.getByRole('button', { name: 'End maintenance' }).click();
      await expect(page.getByText('No tenant is in maintenance.')).toBeVisible();

      // The tenant's other tab follows at once (not on a timer): 'Maintenance is over', and after
      // the 5 s grace the notice goes. It is on the device list, with no device to follow (spec §4
      // redirects to a device's actual tenant), so it stays where it is.
      await expect(bar.getByText('Maintenance mode', { exact: true })).toHaveCount(0, {
        timeout: 5_000,
      });
      await expect(bar.getByText(/Leaving in/)).toHaveCount(0);
      // 'Maintenance is over' shows until the grace has passed, the moment a redirect would come.
      await expect(bar.getByText('Maintenance is over', { exact: true })).toHaveCount(0, {
        timeout: 10_000,
      });
      await expect(tenantTab).toHaveURL(new RegExp(`/${TENANT}/devices$`));
    });
  });

  test.describe(() => {
    test.use(signedInAs('admin'));

    test("a tenant's own staff sees the maintenance indicator when maintenance runs on their tenant", async ({
      browser,
      page,
    }) => {
      // This one starts it on demo (the one tenant `staff` may reach) and ends it before it
      // finishes. Other specs may meet demo in maintenance meanwhile: it shows in the app bar only.
      await page.goto('/service/maintenance');
      const tenantField = page.getByRole('combobox', { name: 'Tenant', exact: true });
      await expect(tenantField.locator('option[value="demo"]')).toHaveCount(1);
      await tenantField.selectOption('demo');
      await page.getByRole('combobox', { name: 'Duration' }).selectOption('30');
      await page.getByRole('button', { name: 'Start maintenance' }).click();
      await expect(page.getByText('Maintenance started for demo.')).toBeVisible();

      // The staff user, in a browser of their own, at demo.
      const staffContext = await browser.newContext(signedInAs('staff'));
      try {
        const staff = await staffContext.newPage();
        const asked = staff.waitForResponse((r) =>
          r.url().endsWith('/api/tenants/demo/maintenance'),
        );
        await staff.goto('/demo/devices');
        const answer = await asked;
        expect(answer.status()).toBe(200);
        expect(answer.request().headers()['x-tenant-identifier']).toBe('demo');
        const bar = staff.getByRole('banner');
        await expect(bar.getByText('Maintenance mode', { exact: true })).toBeVisible();
        await expect(bar.getByText(/^(30|31) min left$/)).toBeVisible();
        await expect(bar.getByText('Maintenance mode unknown')).toHaveCount(0);
        // Starting and ending maintenance is the provider's (docs/ROLES.md): not offered to staff.
        await expect(bar.locator('[data-withheld="startMaintenance"]')).toHaveCount(1);
        await expect(bar.getByRole('button', { name: 'End maintenance' })).toHaveCount(0);
        // The screen's own chunk may still be loading behind the app bar: check the page once it is
        // there (its heading), not the loading state in between.
        await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(staff);

        // Ended by the administrator: staff's indicator goes off (asked again on reload).
        await page.getByRole('button', { name: 'End maintenance' }).click();
        const confirm = page.getByRole('alertdialog', { name: 'End maintenance of demo?' });
        await confirm.getByRole('button', { name: 'End maintenance' }).click();
        await expect(page.getByText('No tenant is in maintenance.')).toBeVisible();
        const askedAgain = staff.waitForResponse((r) =>
          r.url().endsWith('/api/tenants/demo/maintenance'),
        );
        await staff.reload();
        expect((await askedAgain).status()).toBe(200);
        await expect(bar.getByText('Maintenance mode', { exact: true })).toHaveCount(0);
        await expect(bar.getByText('Maintenance mode unknown')).toHaveCount(0);
      } finally {
        await staffContext.close();
        // Should a check above fail, demo must not stay in maintenance for the specs after this one.
        await endMaintenanceIfRunning(page);
      }
    });
  });
});

/** Ends the running maintenance window, if any, as the signed-in administrator. */
async function endMaintenanceIfRunning(page: Page) {
  await page.goto('/service/maintenance');
  await expect(
    page.getByText(/^No tenant is in maintenance\.$|is in maintenance until /).first(),
  ).toBeVisible();
  const end = page.getByRole('button', { name: 'End maintenance' });
  if ((await end.count()) === 0) return;
  await end.first().click();
  await page
    .getByRole('alertdialog', { name: /^End maintenance of / })
    .getByRole('button', { name: 'End maintenance' })
    .click();
  await expect(page.getByText('No tenant is in maintenance.')).toBeVisible();
}

test.describe(() => {
  test.use(signedInAs('admin'));

  test('the on-prem page tells support where this console is connected', async ({ page }) => {
    await page.goto('/demo/on-prem');
    await expect(page.getByRole('heading', { name: 'On-prem', level: 1 })).toBeVisible();
    const facts = page.locator('dl[aria-label="Connection"]');
    await expect(facts).toContainText('sandbox');
    await expect(facts).toContainText(/APIhttp:\/\/localhost:\d+\/api/);
    await expect(facts).toContainText(/Console version\d+\.\d+\.\d+/);
    await expect(facts).toContainText('Receiving live events');
    await expectNoAxeViolations(page);
  });
});

test.describe(() => {
  test.use(signedInAs('staff'));

  test("a tenant's own staff is refused maintenance, plainly", async ({ page }) => {
    await page.goto('/demo/maintenance');
    await expect(page.getByRole('heading', { name: 'Maintenance', level: 1 })).toBeVisible();
    await expect(page.getByText(/Maintenance is tied to the service tenant/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start maintenance' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'End maintenance' })).toHaveCount(0);
  });
});
