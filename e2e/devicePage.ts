import { expect, type Page } from '@playwright/test';

/**
 * Waits until the device page of `serial` is drawn with its device. Its title alone is not
 * enough: the device entry page before it has the same title and stays on screen while the
 * device page's chunk loads, and the page's own loading state has no title yet. Whatever looks
 * at the page next (axe, a width check) sees the page the person reads.
 */
export async function expectDevicePage(page: Page, serial: string) {
  await expect(page).toHaveURL(/\/device\//);
  await expect(page.getByRole('heading', { level: 1, name: `Device ${serial}` })).toBeVisible();
  await expect(page.getByRole('main').getByText('Online status', { exact: true })).toBeVisible();
}
