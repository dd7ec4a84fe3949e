import { expect, test, type Page } from '@playwright/test';

import { openConsole, signedInAs } from './signIn';

/** The page's painted background, as the browser computes it. */
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body.querySelector('header')!).backgroundColor);

test('the theme follows the system, and a chosen dark theme survives a reload', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'light', ...signedInAs('admin') });
  const page = await context.newPage();
  await openConsole(page);
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const light = await background(page);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const dark = await background(page);
  expect(dark).not.toBe(light);
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await background(page)).toBe(dark);
  await context.close();
});

test('with no choice made, a dark system gives the dark theme', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', ...signedInAs('admin') });
  const page = await context.newPage();
  await openConsole(page);
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await context.close();
});
