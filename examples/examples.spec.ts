import { expect, test, type Page } from '@playwright/test';

import { EXAMPLE_APPS } from './apps.ts';

/** The sandbox's sign-in page, as a demo user (passwords equal the names). */
async function signIn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

for (const app of EXAMPLE_APPS) {
  test(`${app.name}: the picker answers a search and the live feed shows the sandbox's events`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });

    await page.goto(app.origin);
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'embedding the hygiene widgets',
    );

    await page.getByRole('combobox', { name: 'Search tenants' }).fill('berg');
    await expect(page.getByRole('option', { name: /Bergen kommune/ })).toBeVisible();

    await expect(page.getByRole('img', { name: 'Receiving live events' })).toBeVisible();
    const feed = page.getByRole('list', { name: 'Live events' });
    await expect(feed.getByRole('listitem').first()).toBeVisible();

    expect(problems).toEqual([]);
  });
}

for (const app of EXAMPLE_APPS.filter((each) => each.serverRendered)) {
  test(`${app.name}: the server's HTML carries the kit's styles (no flash of unstyled content)`, async ({
    request,
  }) => {
    const html = await (await request.get(app.origin)).text();
    // Before sign-in the server draws the kit's spinner; its classes' rules are in the page.
    expect(html).toContain('Signing in');
    const styles = [...html.matchAll(/<style[^>]*data-styled[^>]*>([^<]*)<\/style>/g)]
      .map((match) => match[1])
      .join('');
    // styled-components marks each component with an `sc-` class of no rules of its own.
    const classes = [...html.matchAll(/class="([^"]+)"/g)]
      .flatMap((match) => match[1]!.split(' '))
      .filter((name) => !name.startsWith('sc-'));
    expect(classes.length).toBeGreaterThan(0);
    for (const name of classes) expect(styles, `a rule for .${name}`).toContain(`.${name}`);
    // The kit's typeface is in the page's stylesheets from the start (inline or linked).
    const linked = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    const sheets = await Promise.all(
      linked.map(async (href) => (await request.get(new URL(href, app.origin).href)).text()),
    );
    expect([html, ...sheets].join('')).toMatch(/font-family:\s*"?Inter Variable/);
  });
}
