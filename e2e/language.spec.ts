import { expect, test, type Page } from '@playwright/test';

import { menuLabels, openConsole, signedInAs } from './signIn';

/** The side menu of demo for an administrator, in Bokmål (English: the spec's labels). */
const NORWEGIAN_MENU = [
  'Dashbord',
  'Trenger oppfølging',
  'Brukere',
  'Seksjoner',
  'Dispensere',
  'Velg kunde',
  'Hjem',
];
const ENGLISH_MENU = [
  'Dashboard',
  'Needs attention',
  'Users',
  'Sections',
  'Devices',
  'Set tenant',
  'Home',
];

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

test.describe('a browser in nb-NO', () => {
  test.use({ locale: 'nb-NO' });

  // From a fresh browser: the gate and the sign-in page are what this journey reads.
  test('gets the gate, the sign-in page and the console in Bokmål', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Skriv inn partnernavnet' })).toBeVisible();
    expect(await htmlLang(page)).toBe('nb');
    await page.getByRole('textbox', { name: 'Partnernavn' }).pressSequentially('DEMO');
    await page.getByRole('button', { name: 'Logg inn' }).click();

    // The sandbox's sign-in page, asked for Bokmål through keycloak-js's `locale` (ui_locales).
    await expect(page.getByRole('heading', { name: 'Logg inn på kontoen din' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await page.getByRole('textbox', { name: 'Brukernavn' }).fill('admin');
    await page.getByLabel('Passord', { exact: true }).fill('feil');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page.getByRole('alert')).toHaveText('Feil brukernavn eller passord.');
    await page.getByLabel('Passord', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Logg inn' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Hjem' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeVisible();
    expect(
      await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link').allTextContents(),
    ).toEqual(NORWEGIAN_MENU);
    expect(await htmlLang(page)).toBe('nb');
    await expect(page).toHaveTitle(/^Hygienekonsoll/);

    await page
      .getByRole('navigation', { name: 'Hovedmeny' })
      .getByRole('link', { name: 'Dispensere' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dispensere' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  });
});

test.describe('a browser in en-US', () => {
  test.use({ locale: 'en-US', ...signedInAs('admin') });

  test("gets the spec's texts; the switch to Bokmål is kept over a reload", async ({ page }) => {
    await openConsole(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(await menuLabels(page)).toEqual(ENGLISH_MENU);
    expect(await htmlLang(page)).toBe('en');

    await page.goto('/demo/devices');
    await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
    await page.getByRole('button', { name: 'Norsk' }).click();

    // The same address, drawn again in Bokmål.
    await expect(page.getByRole('heading', { level: 1, name: 'Dispensere' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/demo/devices');
    expect(await htmlLang(page)).toBe('nb');
    expect(
      await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link').allTextContents(),
    ).toEqual(NORWEGIAN_MENU);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dispensere' })).toBeVisible();
    expect(await htmlLang(page)).toBe('nb');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
    expect(await menuLabels(page)).toEqual(ENGLISH_MENU);
  });
});
