import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { openConsole, signedInAs } from './signIn';

test.use(signedInAs('admin'));

/** A stamp that keeps this run's records apart from any other run's or spec's. */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function searchUsers(page: Page, term: string) {
  const box = page.getByRole('searchbox', { name: 'Search users' });
  await box.fill(term);
  const encoded = new URLSearchParams({ term }).toString();
  await expect(page).toHaveURL((url) => url.search.includes(encoded));
}

test('users: invite, find by search, change groups, delete with confirmation', async ({ page }) => {
  const id = stamp();
  const lastName = `Invitee${id}`;
  const email = `e2e.${id}@demo.example`;

  await openConsole(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Users' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Invite.
  await page.getByRole('link', { name: 'Invite a user' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invite a user' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Groups' })).toBeVisible();
  await expectNoAxeViolations(page);
  const invite = page.getByRole('button', { name: 'Invite' });
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'First name' }).fill('E2E');
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page
    .getByRole('group', { name: 'Groups' })
    .getByRole('checkbox', { name: 'Installer' })
    .check();
  await expect(invite).toBeDisabled();
  await page.getByRole('group', { name: 'Allowed sections' }).getByRole('checkbox').first().check();
  await expect(invite).toBeEnabled();
  await invite.click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();

  // Find them by search.
  await page.getByRole('link', { name: 'Back to users' }).click();
  await searchUsers(page, lastName);
  const cards = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(email);
  await expect(cards.first()).toContainText('Installer');

  // Change their groups.
  await cards
    .first()
    .getByRole('link', { name: `E2E ${lastName}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `E2E ${lastName}` })).toBeVisible();
  const update = page.getByRole('button', { name: 'Update user' });
  await expect(update).toBeDisabled();
  await expectNoAxeViolations(page);
  const groups = page
    .getByRole('region', { name: 'Groups and sections' })
    .getByRole('group', { name: 'Groups' });
  await groups.getByRole('checkbox', { name: 'Tenant staff' }).check();
  await groups.getByRole('checkbox', { name: 'Installer' }).uncheck();
  await expect(page.getByRole('status', { name: 'This update' })).toContainText('Groups change.');
  await update.click();
  await expect(page.getByText('User successfully updated.')).toBeVisible();
  const facts = page.getByRole('region', { name: 'User', exact: true });
  await expect(facts).toContainText('Tenant staff');
  await expect(facts).not.toContainText('Installer');
  await expect(update).toBeDisabled();

  // The list shows the new group.
  await page.getByRole('link', { name: 'Back to users' }).click();
  await searchUsers(page, lastName);
  await expect(cards.first()).toContainText('Tenant staff');

  // Delete, after the confirmation.
  await cards
    .first()
    .getByRole('link', { name: `E2E ${lastName}` })
    .click();
  await page.getByRole('button', { name: 'Delete user' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete user E2E ${lastName}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/demo\/users$/);
  await searchUsers(page, lastName);
  await expect(page.getByText('No users found.')).toBeVisible();
});

test('screen users: the next one gets the next number', async ({ page }) => {
  // A tenant whose newest user is one of its screens (the seed's).
  await page.goto('/northwind-care/users/screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a screen user' })).toBeVisible();
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(/^screen\d+@/);
  await expect(page.getByRole('group', { name: 'Allowed sections' })).toBeVisible();
  await expectNoAxeViolations(page);
  const first = (await email.inputValue()).trim();
  const [, number, domain] = /^screen(\d+)@(.+)$/.exec(first) ?? [];
  const n = Number(number);

  await page.getByRole('combobox', { name: 'Screen Type' }).selectOption('iPad 10th generation');
  await expect(page.getByRole('textbox', { name: 'Device Type' })).toHaveValue('Tablet');
  const create = page.getByRole('button', { name: 'Create screen user' });
  await expect(create).toBeDisabled();
  await page.getByRole('button', { name: 'Generate' }).click();
  // A section too: a screen that may show none shows nothing.
  await expect(create).toBeDisabled();
  await page.getByRole('group', { name: 'Allowed sections' }).getByRole('checkbox').first().check();
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText(`Screen user ${first} created`)).toBeVisible();
  // What the screen signs in with, shown this once: the generated password included.
  const signIn = page.getByLabel('Sign in on the screen with');
  await expect(signIn).toContainText(first);
  expect((await signIn.innerText()).length).toBeGreaterThan(first.length + 12);

  await page.getByRole('button', { name: 'Create new static screen user' }).click();
  await expect(email).toHaveValue(`screen${n + 1}@${domain}`);

  // And the list has the new screen user.
  await page.getByRole('link', { name: 'Back to users' }).click();
  await searchUsers(page, `screen${n}@`);
  await expect(
    page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: first }),
  ).toHaveCount(1);
});

test('screen users: an ordinary invitation in between does not stop the next number', async ({
  page,
}) => {
  const tenant = 'bergen-kommune';
  await page.goto(`/${tenant}/users/screen`);
  const email = page.getByRole('textbox', { name: 'Email' });
  // The product's domain comes from the runtime configuration.
  await expect(email).toHaveValue(/^screen\d+@screens\.hygiene\.example$/);
  const first = (await email.inputValue()).trim();
  const n = Number(/^screen(\d+)@/.exec(first)?.[1]);

  // A screen user, then an ordinary invitation: the newest user is no screen user.
  await page.getByRole('combobox', { name: 'Screen Type' }).selectOption('iPad 10th generation');
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.getByRole('group', { name: 'Allowed sections' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Create screen user' }).click();
  await expect(page.getByText(`Screen user ${first} created`)).toBeVisible();

  const id = stamp();
  await page.goto(`/${tenant}/users/invite`);
  await page.getByRole('textbox', { name: 'Email' }).fill(`e2e.${id}@bergen.example`);
  await page.getByRole('textbox', { name: 'First name' }).fill('E2E');
  await page.getByRole('textbox', { name: 'Last name' }).fill(`Ordinary${id}`);
  await page
    .getByRole('group', { name: 'Groups' })
    .getByRole('checkbox', { name: 'Installer' })
    .check();
  await page.getByRole('group', { name: 'Allowed sections' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(`Invitation sent to e2e.${id}@bergen.example`)).toBeVisible();

  // The next screen user still gets the next number, never 'Error when contacting api'.
  const numberAnswer = page.waitForResponse(
    (r) => new URL(r.url()).pathname.endsWith('/users') && r.request().method() === 'GET',
  );
  await page.goto(`/${tenant}/users/screen`);
  const asked = new URL((await numberAnswer).url()).searchParams;
  expect(Object.fromEntries(asked)).toEqual({ screenUsers: 'true', page: '1', pageSize: '1' });
  await expect(email).toHaveValue(`screen${n + 1}@screens.hygiene.example`);
  await expect(page.getByText('Error when contacting api')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Create screen user' })).toBeVisible();
});
