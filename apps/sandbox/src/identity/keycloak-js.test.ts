/**
 * keycloak-js 26 itself, unchanged, in headless Chromium against the sandbox: sign-in through
 * the login page, refresh, the account profile, the API with its token, SSO on reload, logout.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type Keycloak from 'keycloak-js';
import { chromium } from 'playwright';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestSandbox } from '../test-helpers.ts';
import type { TestSandbox } from '../test-helpers.ts';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(executablePath);

/**
 * A tiny stand-in for the host app: keycloak-js configured from /config.json. The script is a
 * file of its own: the console's Content-Security-Policy runs no inline script.
 */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>keycloak-js check</title></head>
<body><output id="out">starting</output>
<script type="module" src="/main.js"></script></body></html>`;

const SCRIPT = `
  import Keycloak from '/keycloak.js';
  const config = await (await fetch('/config.json')).json();
  const kc = new Keycloak({ url: config.identity.url, realm: config.identity.defaultRealm, clientId: 'admin-frontend' });
  window.kc = kc;
  const authenticated = await kc.init({ onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false });
  document.getElementById('out').textContent = JSON.stringify({ authenticated, user: kc.tokenParsed?.preferred_username });
`;

/** What the page puts on its window (this file is type-checked with Node's lib, not the DOM's). */
interface PageGlobals {
  kc: Keycloak;
  location: { origin: string };
}

/** Once the script wrote its result (a locator: the page's policy forbids evaluating strings). */
const signedIn = (page: Page) => page.locator('#out').filter({ hasText: /^\{/ }).waitFor();

describe.skipIf(!hasChromium)('keycloak-js 26 in Chromium', () => {
  let sandbox: TestSandbox;
  let browser: Browser;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'sandbox-host-'));
    writeFileSync(join(staticDir, 'index.html'), PAGE);
    writeFileSync(join(staticDir, 'main.js'), SCRIPT);
    copyFileSync(fileURLToPath(import.meta.resolve('keycloak-js')), join(staticDir, 'keycloak.js'));
    sandbox = await startTestSandbox({ staticDir });
    browser = await chromium.launch({
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await sandbox?.dispose();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('signs in, refreshes, loads the profile, calls the API, keeps SSO on reload and logs out', async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${sandbox.url}/`);

    await page.getByLabel('Username').fill('staff');
    await page.getByLabel('Password').fill('staff');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await signedIn(page);
    expect(JSON.parse((await page.textContent('#out'))!)).toEqual({
      authenticated: true,
      user: 'staff',
    });

    const checks = await page.evaluate(async () => {
      // keycloak-js is untyped on window; the page put it there.
      const kc = (globalThis as unknown as PageGlobals).kc;
      const before = kc.token;
      const refreshed = await kc.updateToken(-1);
      const profile = await kc.loadUserProfile();
      const api = await fetch('/api/tenants', {
        headers: { authorization: `Bearer ${kc.token}`, 'x-tenant-identifier': 'demo' },
      });
      const tenants = (await api.json()) as { items: { identifier: string }[] };
      return {
        refreshed,
        changed: before !== kc.token,
        username: profile.username,
        tenants: tenants.items.map((t) => t.identifier),
      };
    });
    expect(checks).toEqual({
      refreshed: true,
      changed: true,
      username: 'staff',
      tenants: ['demo'],
    });

    // A reload signs in again through the SSO session, without the form.
    await page.reload();
    await signedIn(page);
    expect(JSON.parse((await page.textContent('#out'))!)).toMatchObject({ authenticated: true });

    await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).kc.logout({
        redirectUri: `${(globalThis as unknown as PageGlobals).location.origin}/`,
      }),
    );
    await page.getByLabel('Username').waitFor();
    expect(page.url()).toContain('/realms/demo/protocol/openid-connect/auth');
    // keycloak-js (checkLoginIframe: false) ran under the console's policy without a frame.
    expect(violations).toEqual([]);
  }, 60_000);
});
