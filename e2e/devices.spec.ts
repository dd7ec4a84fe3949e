import { expect, test } from '@playwright/test';

import { openConsole, signedInAs } from './signIn';

test.use(signedInAs('admin'));

test('device list: filter in the address, open a device, add and delete a comment', async ({
  page,
}) => {
  await openConsole(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Devices' })
    .click();
  await expect(page.getByRole('heading', { name: 'Devices' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Devices' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // The filter lives in the address, so a link shows the same list.
  await page.getByLabel('Online status').selectOption({ label: 'Online' });
  await expect(page).toHaveURL(/status\.is-on=true/);
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const firstDevice = table.getByRole('row').nth(1).getByRole('link').first();
  const serial = (await firstDevice.textContent())?.trim() ?? '';
  await firstDevice.click();
  await expect(page).toHaveURL(/\/demo\/device\//);
  await expect(page.getByRole('heading', { name: new RegExp(serial) })).toBeVisible();

  const text = `E2E comment ${Date.now()}`;
  await page.getByLabel('New comment').fill(text);
  await page.getByRole('button', { name: 'Add comment' }).click();
  const comment = page.getByRole('listitem').filter({ hasText: text });
  await expect(comment).toBeVisible();

  await comment.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this comment?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(text)).toHaveCount(0);
});

test('dashboard: a live event arrives over the hub', async ({ page }) => {
  await openConsole(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The sandbox's simulated dispensers emit a few events a second across the tenants, demo's
  // about one a second: up to 30 s leaves room for a quiet spell on a busy machine.
  await expect(page.getByText('Live', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
});

test('device entry page of another tenant with the internal flag switches tenant', async ({
  page,
}) => {
  // A device of another tenant: the first one in its list.
  await page.goto('/northwind-care/devices');
  const firstDevice = page
    .getByRole('table', { name: 'Devices' })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first();
  await expect(firstDevice).toBeVisible();
  const serial = (await firstDevice.textContent())?.trim() ?? '';
  expect(serial).not.toBe('');

  // A full load signs in again through the identity provider's session before the page runs.
  await page.goto(`/demo/devices/${encodeURIComponent(serial)}?internal=true`);
  await expect(page).toHaveURL(/\/northwind-care\/device\//);
  await expect(page.getByRole('heading', { name: new RegExp(serial) })).toBeVisible();
  // Replacing history: Back does not return to the entry page of the old tenant.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/demo\/devices\//);
});

test('device entry page offers the install link and the device page', async ({ page }) => {
  await page.goto('/demo/devices');
  const firstDevice = page
    .getByRole('table', { name: 'Devices' })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first();
  const serial = (await firstDevice.textContent())?.trim() ?? '';
  await page.goto(`/demo/devices/${encodeURIComponent(serial)}`);
  await expect(page.getByRole('link', { name: `Install ${serial}` })).toBeVisible();
  await page.getByRole('link', { name: 'Go to device page' }).click();
  await expect(page).toHaveURL(/\/demo\/device\//);
});

test.describe('as tenant staff', () => {
  test.use(signedInAs('staff'));

  test("comments: another's offers neither Edit nor Delete, one's own both, and its edit names who edited", async ({
    page,
  }) => {
    // The seed's first demo device always has comments, written by the provider's installers.
    await page.goto('/demo/devices/HDP2-10001');
    await page.getByRole('link', { name: 'Go to device page' }).click();
    const comments = page.getByRole('list', { name: 'Comments' });
    const others = comments.getByRole('listitem').first();
    await expect(others).toBeVisible();
    await expect(others.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(others.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    const text = `E2E staff comment ${Date.now()}`;
    await page.getByLabel('New comment').fill(text);
    await page.getByRole('button', { name: 'Add comment' }).click();
    const mine = comments.getByRole('listitem').filter({ hasText: text });
    await expect(mine).toContainText('Siri Staff');
    await mine.getByRole('button', { name: 'Edit' }).click();
    // In its edit form the text is the field's value: the one field of the list.
    await comments.getByRole('textbox', { name: 'Comment' }).fill(`${text}, edited`);
    await comments.getByRole('button', { name: 'Save' }).click();
    const edited = comments.getByRole('listitem').filter({ hasText: `${text}, edited` });
    await expect(edited).toContainText(/edited .+ by Siri Staff/);
    await edited.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this comment?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(edited).toHaveCount(0);
  });
});
