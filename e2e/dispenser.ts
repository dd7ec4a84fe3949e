import { expect, type Page } from '@playwright/test';

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
