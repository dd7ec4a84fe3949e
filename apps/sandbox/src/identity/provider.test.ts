import { rmSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  CookieJar,
  authorizeUrl,
  claims,
  exchangeCode,
  formAction,
  pkce,
  signIn,
  startTestSandbox,
  tempDataDir,
  tokenRequest,
} from '../test-helpers.ts';
import type { TestSandbox } from '../test-helpers.ts';

let sandbox: TestSandbox;
let base: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  base = sandbox.url;
});
afterAll(() => sandbox.dispose());

describe('discovery', () => {
  it('publishes the realm in Keycloak layout, with PKCE S256 and keys', async () => {
    const config = (await (
      await fetch(`${base}/realms/demo/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(config.issuer).toBe(`${base}/realms/demo`);
    expect(config.token_endpoint).toBe(`${base}/realms/demo/protocol/openid-connect/token`);
    expect(config.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = (await (await fetch(String(config.jwks_uri))).json()) as {
      keys: { kty: string; d?: string }[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]!.kty).toBe('RSA');
    expect(jwks.keys[0]!.d).toBeUndefined();
  });

  it('has one realm per partner tenant and none for names it does not know', async () => {
    for (const realm of ['demo', 'hygiene']) {
      expect((await fetch(`${base}/realms/${realm}/.well-known/openid-configuration`)).status).toBe(
        200,
      );
    }
    expect((await fetch(`${base}/realms/nowhere/.well-known/openid-configuration`)).status).toBe(
      404,
    );
  });

  it("tells a sign-in at an unknown partner in the application's language, with a way back", async () => {
    const console = `${base}/demoo/dashboard`;
    const url = authorizeUrl(base, {
      realm: 'demoo',
      redirectUri: console,
      extra: { ui_locales: 'nb' },
    });
    const response = await fetch(url);
    expect(response.status).toBe(404);
    const page = await response.text();
    expect(page).toContain('<html lang="nb">');
    expect(page).toContain('Det finnes ingen partner med navnet «demoo»');
    expect(page).toContain(`<a href="${base}/">Tilbake til konsollen</a>`);

    // An address to return to that is not trusted gets no link.
    const foreign = await fetch(
      authorizeUrl(base, { realm: 'demoo', redirectUri: 'https://evil.example/' }),
    );
    const text = await foreign.text();
    expect(text).toContain('There is no partner named &quot;demoo&quot;');
    expect(text).not.toContain('evil.example');
  });
});

describe('authorization code + PKCE with plain HTTP', () => {
  it('signs in through the login page and gets JWT access, refresh and ID tokens', async () => {
    const { tokens } = await signIn(base, 'staff');
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeGreaterThan(0);
    const access = claims(tokens.access_token);
    expect(access.preferred_username).toBe('staff');
    expect(access.iss).toBe(`${base}/realms/demo`);
    expect(access.azp).toBe('admin-frontend');
    expect(access.realm_access).toEqual({ roles: ['tenant-staff'] });
    expect(claims(tokens.refresh_token).typ).toBe('Refresh');
    expect(claims(tokens.id_token).nonce).toBe('nonce-1');
  });

  it('refreshes, and the new access token works at userinfo and account', async () => {
    const { tokens } = await signIn(base, 'admin');
    const refreshed = await tokenRequest(base, 'demo', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect(next.access_token).not.toBe(tokens.access_token);
    expect(claims(next.refresh_token).typ).toBe('Refresh');

    const auth = { authorization: `Bearer ${next.access_token}` };
    const info = (await (
      await fetch(`${base}/realms/demo/protocol/openid-connect/userinfo`, { headers: auth })
    ).json()) as Record<string, unknown>;
    expect(info.preferred_username).toBe('admin');
    const profile = (await (
      await fetch(`${base}/realms/demo/account`, {
        headers: { ...auth, accept: 'application/json' },
      })
    ).json()) as Record<string, unknown>;
    expect(profile).toMatchObject({ username: 'admin', firstName: 'Ada' });
  });

  it('refuses a wrong password on the page, escaping what was typed', async () => {
    const jar = new CookieJar();
    const { challenge } = pkce();
    const page = await fetch(authorizeUrl(base, { redirectUri: `${base}/cb`, challenge }));
    jar.store(page);
    const response = await fetch(formAction(await page.text(), base), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      body: new URLSearchParams({ username: '<script>alert(1)</script>', password: 'nope' }),
    });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('Invalid username or password.');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('speaks Bokmål when the application asks for it (ui_locales) or the browser does', async () => {
    const { challenge } = pkce();
    const url = authorizeUrl(base, { redirectUri: `${base}/cb`, challenge });
    const asked = await (await fetch(`${url}&ui_locales=nb-NO`)).text();
    expect(asked).toContain('<html lang="nb">');
    expect(asked).toContain('Logg inn på kontoen din');
    expect(asked).toContain('Brukernavn');
    const browser = await (
      await fetch(url, { headers: { 'accept-language': 'nn-NO,nn;q=0.9,en;q=0.8' } })
    ).text();
    expect(browser).toContain('Logg inn på kontoen din');
    // The application's choice wins over the browser's; anything but Norwegian reads English.
    const english = await (
      await fetch(`${url}&ui_locales=en`, { headers: { 'accept-language': 'nb-NO' } })
    ).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Sign in to your account');
    expect(await (await fetch(`${url}&ui_locales=sv-SE`)).text()).toContain('Sign In');
    // The first language the page speaks, not merely the first asked for.
    expect(await (await fetch(`${url}&ui_locales=de-DE%20nb-NO`)).text()).toContain(
      'Logg inn på kontoen din',
    );
  });

  it('keeps the page in Bokmål after a wrong password', async () => {
    const jar = new CookieJar();
    const { challenge } = pkce();
    const url = authorizeUrl(base, { redirectUri: `${base}/cb`, challenge });
    const page = await fetch(`${url}&ui_locales=nb`);
    jar.store(page);
    const response = await fetch(formAction(await page.text(), base), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      body: new URLSearchParams({ username: 'admin', password: 'nope' }),
    });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('Feil brukernavn eller passord.');
    expect(html).toContain('<html lang="nb">');
  });

  it('refuses a login form posted without the cookie of the browser that opened it', async () => {
    const { challenge } = pkce();
    const page = await fetch(authorizeUrl(base, { redirectUri: `${base}/cb`, challenge }));
    const response = await fetch(formAction(await page.text(), base), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'admin', password: 'admin' }),
    });
    expect(response.status).toBe(403);
  });

  it('refuses a wrong code verifier and a code used twice', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkce();
    const redirectUri = `${base}/cb`;
    const page = await fetch(authorizeUrl(base, { redirectUri, challenge }));
    jar.store(page);
    const posted = await fetch(formAction(await page.text(), base), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      body: new URLSearchParams({ username: 'admin', password: 'admin' }),
    });
    const code = new URL(posted.headers.get('location')!).searchParams.get('code')!;
    const wrong = await tokenRequest(base, 'demo', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: pkce().verifier,
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe('invalid_grant');
    // The failed attempt used the code up, as one-time codes must be.
    await expect(exchangeCode(base, 'demo', code, redirectUri, verifier)).rejects.toThrow(
      /invalid_grant/,
    );
  });

  it('requires PKCE S256 and a trusted redirect address', async () => {
    const noPkce = await fetch(authorizeUrl(base, { redirectUri: `${base}/cb` }), {
      redirect: 'manual',
    });
    expect(noPkce.status).toBe(302);
    expect(new URL(noPkce.headers.get('location')!).searchParams.get('error')).toBe(
      'invalid_request',
    );

    const foreign = await fetch(
      authorizeUrl(base, { redirectUri: 'https://evil.example/cb', challenge: pkce().challenge }),
      {
        redirect: 'manual',
      },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('location')).toBeNull();
  });

  it('answers a signed-in browser at once, and prompt=none without a session with login_required', async () => {
    const { jar } = await signIn(base, 'installer');
    const again = await fetch(
      authorizeUrl(base, { redirectUri: `${base}/cb`, challenge: pkce().challenge }),
      {
        redirect: 'manual',
        headers: { cookie: jar.header() },
      },
    );
    expect(again.status).toBe(302);
    expect(new URL(again.headers.get('location')!).searchParams.get('code')).toBeTruthy();

    const silent = await fetch(
      authorizeUrl(base, {
        redirectUri: `${base}/cb`,
        challenge: pkce().challenge,
        extra: { prompt: 'none' },
      }),
      { redirect: 'manual' },
    );
    expect(new URL(silent.headers.get('location')!).searchParams.get('error')).toBe(
      'login_required',
    );
  });

  it('ends the session on logout, after which the refresh token is refused', async () => {
    const { tokens } = await signIn(base, 'staff');
    const logout = await fetch(
      `${base}/realms/demo/protocol/openid-connect/logout?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: `${base}/`,
      })}`,
      { redirect: 'manual' },
    );
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe(`${base}/`);
    const refresh = await tokenRequest(base, 'demo', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.status).toBe(400);
  });

  it('answers 413 to an oversized token request instead of reading it', async () => {
    const response = await tokenRequest(base, 'demo', {
      grant_type: 'refresh_token',
      refresh_token: 'x'.repeat(200 * 1024),
    });
    expect(response.status).toBe(413);
  });

  it('allows the token endpoint from the Vite dev server with credentials (--dev-origins only)', async () => {
    const preflight = (url: string) =>
      fetch(`${url}/realms/demo/protocol/openid-connect/token`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
      });
    expect((await preflight(base)).headers.get('access-control-allow-origin')).toBeNull();
    const dev = await startTestSandbox({ devOrigins: true });
    const response = await preflight(dev.url);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    await dev.dispose();
  });

  it('redirects to the dev server after sign-in only with --dev-origins', async () => {
    const page = await fetch(
      authorizeUrl(base, { redirectUri: 'http://localhost:5173/', challenge: pkce().challenge }),
      { redirect: 'manual' },
    );
    expect(page.status).toBe(400);
  });

  it('a plain GET to logout without id_token_hint ends nothing (cross-site logout)', async () => {
    const { tokens, jar } = await signIn(base, 'staff');
    const logout = await fetch(`${base}/realms/demo/protocol/openid-connect/logout`, {
      headers: { cookie: jar.header() },
      redirect: 'manual',
    });
    expect(logout.status).toBe(400);
    const refresh = await tokenRequest(base, 'demo', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.status).toBe(200);
    // keycloak-js's POST form (same site, with the cookie) does end it.
    const posted = await fetch(`${base}/realms/demo/protocol/openid-connect/logout`, {
      method: 'POST',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'admin-frontend' }),
      redirect: 'manual',
    });
    expect(posted.status).toBe(200);
    const after = await tokenRequest(base, 'demo', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(after.status).toBe(400);
  });

  it('refuses an access token once its session has ended, at the API and the userinfo endpoint', async () => {
    const { tokens } = await signIn(base, 'staff');
    const api = () =>
      fetch(`${base}/api/tenants`, {
        headers: { authorization: `Bearer ${tokens.access_token}`, 'x-tenant-identifier': 'demo' },
      });
    const userinfo = () =>
      fetch(`${base}/realms/demo/protocol/openid-connect/userinfo`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
    expect((await api()).status).toBe(200);
    expect((await userinfo()).status).toBe(200);
    await fetch(
      `${base}/realms/demo/protocol/openid-connect/logout?id_token_hint=${tokens.id_token}`,
      { redirect: 'manual' },
    );
    expect((await api()).status).toBe(401);
    expect((await userinfo()).status).toBe(401);
  });
});

describe('restart', () => {
  it('keeps the signing key and sessions, even with --reset, so nobody is signed out', async () => {
    const dataDir = tempDataDir();
    const first = await startTestSandbox({ dataDir });
    const { tokens } = await signIn(first.url, 'admin');
    await first.dispose();
    // Let fetch's pool see the old server's sockets close before it reuses the same port.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const second = await startTestSandbox({ dataDir, port: first.port, reset: true });
    try {
      const api = await fetch(`${second.url}/api/tenants`, {
        headers: { authorization: `Bearer ${tokens.access_token}`, 'x-tenant-identifier': 'demo' },
      });
      expect(api.status).toBe(200);
      const refreshed = await tokenRequest(second.url, 'demo', {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      });
      expect(refreshed.status).toBe(200);
    } finally {
      await second.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
