import { expect, type Page } from '@playwright/test';

export type DemoUser = 'admin' | 'installer' | 'staff';

/**
 * From a fresh browser: the partner gate, the sandbox's sign-in page, and back in the console.
 * Demo users' passwords equal their names (README).
 */
export async function signInThroughGate(page: Page, user: DemoUser, partner = 'DEMO') {
  await signInThroughGateTo(page, user, partner);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

/** The same up to the console's app bar, for screens where the menu is folded (phones). */
export async function signInThroughGateTo(page: Page, user: DemoUser, partner = 'DEMO') {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Enter the partner name' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Partner name' });
  await field.pressSequentially(partner);
  await expect(field).toHaveValue(partner.toLowerCase());
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(user);
  await page.getByLabel('Password', { exact: true }).fill(user);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('banner')).toBeVisible();
}

/** The labels of the side menu, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').allTextContents();
}
