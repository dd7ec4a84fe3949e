import { expect, test } from '@playwright/test';

// A browser set to Norwegian: the sign-in page answers in Bokmål (the console asks for the
// browser's language through keycloak-js's `locale`, sent as `ui_locales`).
test.use({ locale: 'nb-NO' });

test('a browser in nb-NO gets the sign-in page in Bokmål, and signs in through it', async ({
  page,
}) => {
  await page.goto('/');
  const field = page.getByRole('textbox', { name: 'Partner name' });
  await field.pressSequentially('DEMO');
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page.getByRole('heading', { name: 'Logg inn på kontoen din' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await page.getByRole('textbox', { name: 'Brukernavn' }).fill('admin');
  await page.getByLabel('Passord', { exact: true }).fill('feil');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('alert')).toHaveText('Feil brukernavn eller passord.');

  await page.getByLabel('Passord', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
});
