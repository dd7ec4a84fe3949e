import { expect, test as setup, type Response } from '@playwright/test';

import { demoUsers, signInThroughGate, storageStateOf } from './signIn';

// Each demo user signs in through the gate and the sign-in page once; the specs start from the
// browser state kept here instead (signedInAs), which saves a sign-in per test.
for (const user of demoUsers) {
  setup(
    `${user} signs in once; the kept browser opens the console without the sign-in page`,
    async ({ page, browser }) => {
      await signInThroughGate(page, user);
      await page.context().storageState({ path: storageStateOf(user) });

      // What the specs rely on: a browser with this state is signed in by the identity provider's
      // session cookie (the authorization endpoint redirects straight back), never shown its page.
      const kept = await browser.newContext({ storageState: storageStateOf(user) });
      try {
        const again = await kept.newPage();
        const authorizations: Response[] = [];
        again.on('response', (response) => {
          if (response.url().includes('/protocol/openid-connect/auth?'))
            authorizations.push(response);
        });
        await again.goto('/demo/dashboard');
        await expect(again.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
        await expect(again).toHaveURL(/\/demo\/dashboard$/);
        expect(authorizations.map((response) => response.status())).toEqual([302]);
      } finally {
        await kept.close();
      }
    },
  );
}
