import { expect, type Browser, type Page } from '@playwright/test';

import { storageStateOf } from './signIn';

/**
 * A dispenser in the sandbox reports `event` now (the sandbox's dispenser panel), sent with the
 * signed-in user's token (`authorization`, as the console sent it), as the panel checks callers
 * like the API does.
 */
export async function dispenserReports(
  page: Page,
  authorization: string,
  tenant: string,
  deviceId: string,
  event: string,
) {
  const response = await page.request.post(`/sandbox/dispensers/${tenant}/${deviceId}/events`, {
    data: { eventType: 'State', event },
    headers: { authorization },
  });
  expect(response.status()).toBe(201);
}

/**
 * The signed-in administrator's bearer token, as the console sends it (the dispenser panel
 * is theirs): a page of their own opens the console and the token is read off its first call.
 */
export async function administratorsToken(browser: Browser): Promise<string> {
  const context = await browser.newContext({ storageState: storageStateOf('admin') });
  try {
    const page = await context.newPage();
    const asked = page.waitForRequest(
      (r) => r.url().includes('/api/') && !!r.headers()['authorization'],
    );
    await page.goto('/demo/dashboard');
    return (await asked).headers()['authorization']!;
  } finally {
    await context.close();
  }
}

/**
 * The installer presses the mounted dispenser once: it reports a hand under its sensor now
 * (the sandbox's dispenser panel stands in for the press), sent to whichever of `tenants` the
 * device is at.
 */
export async function pressDispenser(
  page: Page,
  authorization: string,
  deviceId: string,
  tenants: readonly string[],
) {
  for (const tenant of tenants) {
    const response = await page.request.post(`/sandbox/dispensers/${tenant}/${deviceId}/events`, {
      data: { eventType: 'HandSense' },
      headers: { authorization },
    });
    if (response.status() === 201) return;
    expect(response.status(), `the panel at ${tenant}`).toBe(404);
  }
  throw new Error(`device ${deviceId} is at none of ${tenants.join(', ')}`);
}
