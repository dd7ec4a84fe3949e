import { expect, test, type Page } from '@playwright/test';

import { signedInAs } from './signIn';

// The provider's administrator plans in the office; the wizard then completes what was planned.
test.use(signedInAs('admin'));

/** A tenant no other journey installs at, so its lists hold still while this one runs. */
const TENANT = 'bergen-kommune';

/** `YYYY-MM-DD`, `days` after today in the browser's time zone: what a date field takes. */
const dayAfter = (days: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

function installationCard(page: Page, serial: string) {
  return page
    .getByRole('list', { name: 'Installations' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: serial, exact: true }) });
}

test('plan an installation with its day and room, then complete it in the wizard from what was planned', async ({
  page,
}) => {
  // A device installed at the tenant earlier: planned again there, in another room.
  await page.goto(
    `/service/installations?tenantIdentifierFilter=${TENANT}&installationStatusFilter=Installed`,
  );
  const installed = page.getByRole('list', { name: 'Installations' }).getByRole('link');
  await expect(installed.first()).toBeVisible();
  const serial = (await installed.last().textContent())!.trim();

  // Plan installation: the serial as a phone types it, the tenant, a day, a room found by search.
  await page.getByRole('button', { name: 'Plan installation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan an installation' });
  await dialog.getByRole('textbox', { name: 'Serial number' }).fill(serial.toLowerCase());
  await dialog.getByRole('combobox', { name: 'Tenant' }).selectOption(TENANT);
  const day = dayAfter(2);
  await dialog.getByLabel('Day').fill(day);
  const rooms = dialog.getByRole('group', { name: 'Room (if known)' });
  const room = rooms.getByRole('option').last();
  await expect(room).toBeVisible();
  await room.click();
  const chosen = rooms.getByText(/^Planned room: /);
  await expect(chosen).toBeVisible();
  const roomName = (await chosen.textContent())!.replace('Planned room: ', '').split(' · ')[0]!;
  await dialog.getByRole('button', { name: 'Plan installation' }).click();
  await expect(dialog).toBeHidden();
  const [year, month, date] = day.split('-');
  const shownDay = `${date}.${month}.${year}`;
  await expect(page.getByRole('status').filter({ hasText: 'is planned for' })).toHaveText(
    new RegExp(`^The installation of ${serial} at .+ is planned for ${shownDay}\\.$`),
  );

  // Listed as Ready, with its day and room.
  await page.getByLabel('Status').selectOption('Ready');
  const card = installationCard(page, serial);
  await expect(card).toContainText('Ready');
  await expect(card).toContainText(`Planned for${shownDay}`);
  await expect(card).toContainText(`Room${roomName}`);

  // The wizard starts from the plan: its tenant chosen, its room chosen; Next confirms it.
  await page.goto(`/${TENANT}/devices/${serial}/install`);
  await expect(page.getByRole('heading', { name: 'Select Tenant' })).toBeVisible();
  await next(page, 'Select Room');
  await expect(page.getByText(new RegExp(`^Chosen: ${escapeRegExp(roomName)} · `))).toBeVisible();
  await next(page, 'Liquid');
  await next(page, 'Turn on hand sensor');
  await next(page, 'Check hand sensor');
  await next(page, 'Mount on wall');
  await next(page, 'Press the dispenser');
  // Nothing arrives from the dispenser (the sandbox waits 5 s here): finished as not verified.
  await page.getByRole('button', { name: 'Finish as installed, not verified' }).click();
  await next(page, 'Take a picture of the device');
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await next(page, 'Overview');
  for (const checkbox of await page
    .getByRole('checkbox', { name: /^(Tenant|Room|Fluid type): / })
    .all()) {
    await checkbox.check();
  }
  const online = page.getByText('Device is online');
  await expect(online.or(page.getByText('Device is offline'))).toBeVisible();
  if (!(await online.isVisible())) {
    await page.getByRole('checkbox', { name: 'The device is offline' }).check();
  }
  await page.getByRole('button', { name: 'Confirm installation' }).click();
  await expect(page.getByText(`Successfully installed ${serial}`)).toBeVisible();

  // Installed, in the planned room.
  await page.goto(
    `/service/installations?tenantIdentifierFilter=${TENANT}&installationStatusFilter=Installed`,
  );
  const done = installationCard(page, serial).first();
  await expect(done).toContainText('Installed');
  await expect(done).toContainText(`Room${roomName}`);
});

async function next(page: Page, title: string) {
  const button = page.getByRole('button', { name: 'Next', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
