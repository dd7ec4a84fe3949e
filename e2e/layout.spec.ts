import { expect, test } from '@playwright/test';

import { signedInAs } from './signIn';

test.use({ viewport: { width: 1280, height: 800 }, ...signedInAs('admin') });

// Five rows, not one: the feed is read at a glance, not found by scrolling. (With the event-type
// checkboxes always open, the fourth row already ended below 800 px.)
test("the dashboard's first feed rows are in the first viewport at 1280 × 800", async ({
  page,
}) => {
  await page.goto('/demo/dashboard');
  const feed = page.getByRole('list', { name: 'Live events' });
  const fifthRow = feed.getByRole('listitem').nth(4);
  await expect(fifthRow).toBeVisible();
  const box = await fifthRow.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(800);
  // And the page has not been scrolled to get there.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
