import { expect, test } from '@playwright/test';

import { signInThroughGate } from './signIn';

test.use({ viewport: { width: 1280, height: 800 } });

test("the dashboard's first feed rows are in the first viewport at 1280 × 800", async ({
  page,
}) => {
  await signInThroughGate(page, 'admin');
  await page.goto('/demo/dashboard');
  const feed = page.getByRole('list', { name: 'Live events' });
  const firstRow = feed.getByRole('listitem').first();
  await expect(firstRow).toBeVisible();
  const box = await firstRow.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(800);
  // And the page has not been scrolled to get there.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
