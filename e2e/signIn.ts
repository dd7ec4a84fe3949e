import { join } from 'node:path';

import { expect, type Page } from '@playwright/test';

export const demoUsers = ['admin', 'installer', 'staff'] as const;
export type DemoUser = (typeof demoUsers)[number];

/**
 * Where the setup project (signIn.setup.ts) keeps a demo user's signed-in browser: the identity
 * provider's session cookie and the partner in localStorage. The console keeps its tokens in
 * memory only, so a page opened with this state signs in through that cookie, without the
 * sign-in page. Under .toolchain, which git ignores.
 */
export function storageStateOf(user: DemoUser): string {
  return join(import.meta.dirname, '..', '.toolchain', 'e2e-auth', `${user}.json`);
}

/** For `test.use` and `browser.newContext`: the browser of a demo user who signed in once. */
export function signedInAs(user: DemoUser): { storageState: string } {
  return { storageState: storageStateOf(user) };
}

/**
 * From a fresh browser: the partner gate, the sandbox's sign-in page, and back in the console.
 * Demo users' passwords equal their names (README). Only the setup project and the journeys
 * about signing in go this way; every other one starts `signedInAs` a user.
 */
export async function signInThroughGate(page: Page, user: DemoUser, partner = 'DEMO') {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Enter the partner name' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Partner name' });
  await field.pressSequentially(partner);
  await expect(field).toHaveValue(partner.toLowerCase());
  await page.getByRole('button', { name: 'Login' }).click();
  await signInAtTheProvider(page, user);
}

/**
 * On the sandbox's sign-in page (after the gate, or after opening a `/demo/…` link in a fresh
 * browser): the demo user's name and password, then back in the console.
 */
export async function signInAtTheProvider(page: Page, user: DemoUser) {
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(user);
  await page.getByLabel('Password', { exact: true }).fill(user);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

/**
 * Opens the console at `path` in a browser that is `signedInAs` a user, and waits for its app
 * bar (on a phone the menu is folded behind it).
 */
export async function openConsole(page: Page, path = '/demo/lander') {
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
}

/** The labels of the side menu, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  return menu.getByRole('link').allTextContents();
}
