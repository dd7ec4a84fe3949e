import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { signedInAs } from './signIn';

// The provider's service staff provision devices: the sandbox's installer (every tenant).
test.use(signedInAs('installer'));

/** The CSV's name for today (browser and test run on one machine, in one time zone). */
function todaysCsvName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `provision_serial_numbers_${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}.csv`;
}

test('provisioning: create 3 devices, copy, download the CSV, reload, leave to a device page', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  // The wrapper with no child open goes to the form.
  await page.goto('/demo/devices/provision');
  await expect(page).toHaveURL(/\/demo\/devices\/provision\/form$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Provision devices' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Select a model' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Model' });
  await expect(dialog.getByRole('option')).toHaveCount(9);
  await expectNoAxeViolations(page);
  await dialog.getByRole('option', { name: /Hygiene Dispenser Compact/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('HDC1', { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: 'Number of new devices' }).fill('3');
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/devices/provision') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create' }).click();
  const response = await answer;
  expect(response.request().postDataJSON()).toEqual({
    deviceSpecification: { modelId: expect.any(String) },
    numberOfNewDevices: 3,
  });
  expect(response.request().headers()['x-tenant-identifier']).toBe('demo');
  // The contract's extension: the created devices' ids beside their serials.
  const { devices } = (await response.json()) as {
    devices: { id: string; serialNumber: string }[];
  };
  expect(devices).toHaveLength(3);

  await expect(page).toHaveURL(/\/demo\/devices\/provision\/results$/);
  await expect(page.getByRole('heading', { name: 'Created 3 / 3' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Serial numbers' });
  await expect(list.getByRole('link')).toHaveCount(3);
  await expectNoAxeViolations(page);
  const serials = (await list.getByRole('link').allTextContents()).map((s) => s.trim());
  expect(serials.every((s) => s.startsWith('HDC1-'))).toBe(true);

  // Copy: the serials joined with comma and space, confirmed on screen.
  await page.getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(serials.join(', '));

  // Download: the spec's name, the header and one row per serial.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(todaysCsvName());
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toBe(`serial_number\r\n${serials.map((s) => `${s}\r\n`).join('')}`);

  // Reload: the browser asks first (spec §2), then the same result is read from session storage.
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.type());
    void d.accept();
  });
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);
  await expect(page.getByRole('heading', { name: 'Created 3 / 3' })).toBeVisible();
  await expect(list.getByRole('link')).toHaveText(serials);

  // Leaving inside the app asks first (spec §2): Stay keeps the results.
  const leave = page.getByRole('alertdialog', { name: 'Leave the results?' });
  await page.getByRole('link', { name: 'Go to form' }).click();
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page);
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/demo\/devices\/provision\/results$/);
  await expect(page.getByRole('heading', { name: 'Created 3 / 3' })).toBeVisible();

  // A serial links to its device page, /device/{id}; Leave goes there.
  const first = devices.find((d) => d.serialNumber === serials[0])!;
  const serialLink = list.getByRole('link', { name: first.serialNumber });
  await expect(serialLink).toHaveAttribute('href', `/demo/device/${first.id}`);
  await serialLink.click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/device/${first.id}$`));
  await expect(page.getByRole('heading', { name: new RegExp(first.serialNumber) })).toBeVisible();
  expect(dialogs).toEqual(['beforeunload']);

  // Back on the form, 'View previous result' opens the stored result.
  await page.goto('/demo/devices/provision/form');
  await page.getByRole('link', { name: 'View previous result' }).click();
  await expect(page.getByRole('heading', { name: 'Created 3 / 3' })).toBeVisible();
});

test('provisioning devices that arrived with printed serials: a CSV read in, created with its serials, then their QR labels', async ({
  page,
}) => {
  // Serials no earlier run of this sandbox has made: printed serials are registered once.
  const stamp = Date.now().toString(36).toUpperCase();
  const printed = [`HDC1-P${stamp}1`, `HDC1-P${stamp}2`];
  await page.goto('/demo/devices/provision/form');
  await page.getByRole('button', { name: 'Select a model' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Model' });
  await dialog.getByRole('option', { name: /Hygiene Dispenser Compact/ }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('radio', { name: 'Printed on the devices' }).check();
  // The manufacturer's sheet: our own export's column, serials in lower case as some print them.
  await page.getByLabel('Read a CSV file').setInputFiles({
    name: 'delivery.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `serial_number\r\n${printed.map((s) => `${s.toLowerCase()}\r\n`).join('')}`,
    ),
  });
  await expect(page.getByRole('status')).toHaveText('2 serial numbers');
  await expectNoAxeViolations(page);

  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/devices/provision') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create' }).click();
  expect((await answer).request().postDataJSON()).toEqual({
    deviceSpecification: { modelId: expect.any(String) },
    numberOfNewDevices: 2,
    serialNumbers: printed,
  });

  await expect(page.getByRole('heading', { name: 'Created 2 / 2' })).toBeVisible();
  await expect(page.getByText('The new devices are at demo.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Serial numbers' }).getByRole('link')).toHaveText(
    printed,
  );

  // Their labels: a QR code from the platform and the serial in print, for each.
  await page.getByRole('button', { name: 'QR labels for printing' }).click();
  const sheet = page.getByRole('list', { name: 'QR labels' });
  await expect(sheet.getByRole('listitem')).toHaveText(printed);
  for (const serial of printed) {
    const qr = sheet.getByRole('img', { name: `QR code of ${serial}` });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByRole('button', { name: 'Print labels' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The same sheet again: registered already, so nothing is created twice.
  await page.goto('/demo/devices/provision/form');
  await page.getByRole('button', { name: 'Select a model' }).click();
  await page
    .getByRole('dialog', { name: 'Select Model' })
    .getByRole('option', { name: /Hygiene Dispenser Compact/ })
    .click();
  await page.getByRole('radio', { name: 'Printed on the devices' }).check();
  await page.getByRole('textbox', { name: 'Serial numbers' }).fill(printed.join('\n'));
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Created 0 / 2' })).toBeVisible();
  await expect(
    page.getByText(`Registered already, so not created again: ${printed.join(', ')}`),
  ).toBeVisible();
});
