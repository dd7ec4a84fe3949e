import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { signedInAs } from './signIn';

// The roles table (docs/ROLES.md) as the console reflects it: the sandbox puts each demo user's
// realm role in their token (`realm_access.roles`), the console reads it and offers only what the
// role may do; a direct address to what it may not shows 'Not allowed' and why, never a form.

test.describe(() => {
  test.use(signedInAs('staff'));

  test('staff (tenant-staff) is offered no invite and no provisioning; their addresses say why', async ({
    page,
  }) => {
    await page.goto('/demo/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Users' }).getByRole('listitem').first(),
    ).toBeVisible();
    // The roles table arrives right after the screen: wait for its decision, then check.
    await expect(page.locator('[data-withheld="inviteUser"]')).toHaveCount(1);
    await expect(page.locator('[data-withheld="createScreenUser"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Invite a user' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add a screen user' })).toHaveCount(0);

    await page.goto('/demo/users/invite');
    await expect(page.getByRole('heading', { level: 1, name: 'Invite a user' })).toBeVisible();
    await expect(page.getByText('Not allowed', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        'Inviting, changing and deleting users needs the role Administrator. ' +
          'You are signed in as Tenant staff.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/demo/devices');
    await expect(page.getByRole('table', { name: 'Devices' })).toBeVisible();
    await expect(page.locator('[data-withheld="provisionDevices"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Provision devices' })).toHaveCount(0);

    const modelsAsked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/device-models')) modelsAsked.push(request.url());
    });
    await page.goto('/demo/devices/provision');
    await expect(page.getByRole('heading', { level: 1, name: 'Provision devices' })).toBeVisible();
    await expect(page.getByText('Not allowed', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        'Provisioning new devices needs the role Administrator or Service staff. ' +
          'You are signed in as Tenant staff.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select a model' })).toHaveCount(0);
    expect(modelsAsked).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

test.describe(() => {
  test.use(signedInAs('installer'));

  test('installer (service-staff) provisions but does not invite', async ({ page }) => {
    await page.goto('/demo/users');
    await expect(page.getByRole('link', { name: 'Add a screen user' })).toBeVisible();
    await expect(page.locator('[data-withheld="inviteUser"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Invite a user' })).toHaveCount(0);
    await page.goto('/demo/users/invite');
    await expect(
      page.getByText(
        'Inviting, changing and deleting users needs the role Administrator. ' +
          'You are signed in as Service staff.',
      ),
    ).toBeVisible();

    await page.goto('/demo/devices');
    await page.getByRole('link', { name: 'Provision devices' }).click();
    await expect(page.getByRole('button', { name: 'Select a model' })).toBeVisible();
  });
});

test.describe(() => {
  test.use(signedInAs('admin'));

  test('admin (administrator) is offered inviting and provisioning, and gets the forms', async ({
    page,
  }) => {
    await page.goto('/demo/users');
    await page.getByRole('link', { name: 'Invite a user' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invite a user' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByText('Not allowed', { exact: true })).toHaveCount(0);

    await page.goto('/demo/devices');
    await page.getByRole('link', { name: 'Provision devices' }).click();
    await expect(page).toHaveURL(/\/demo\/devices\/provision\/form$/);
    await expect(page.getByRole('button', { name: 'Select a model' })).toBeVisible();
    await expect(page.getByText('Not allowed', { exact: true })).toHaveCount(0);
  });
});
