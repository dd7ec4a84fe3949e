/**
 * Helpers for the integration tests: a sandbox on a free port with its own data folder, and a
 * sign-in with plain fetch (authorization code + PKCE S256), as a browser would do it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FakePlatform } from '@hygiene/fake-platform';

import { silentLogger } from './logger.ts';
import type { FakePlatformAdapter } from './platform/fake-platform.ts';
import { startSandbox } from './server.ts';
import type { RunningSandbox, SandboxOptions } from './server.ts';

export const CLIENT_ID = 'admin-frontend';

export interface TestSandbox extends RunningSandbox {
  /** Closes the sandbox and deletes its data folder. */
  dispose(): Promise<void>;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'sandbox-test-'));
}

export async function startTestSandbox(
  options: Partial<SandboxOptions> = {},
): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? tempDataDir();
  const sandbox = await startSandbox({
    port: 0,
    dataDir,
    eventsPerSecond: 0,
    // Time passes only when a test moves the clock (POST /sandbox/clock): a snapshot a test
    // compares stays as it was.
    advanceEveryMs: 0,
    logger: silentLogger,
    ...options,
  });
  return {
    ...sandbox,
    dispose: async () => {
      await sandbox.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A minimal cookie jar: enough for the provider's login and session cookies. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function pkce(): Pkce {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(
  base: string,
  params: {
    realm?: string;
    redirectUri: string;
    challenge?: string;
    state?: string;
    extra?: Record<string, string>;
  },
): string {
  const url = new URL(`${base}/realms/${params.realm ?? 'demo'}/protocol/openid-connect/auth`);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: params.redirectUri,
    state: params.state ?? 'state-1',
    response_mode: 'query',
    response_type: 'code',
    scope: 'openid',
    nonce: 'nonce-1',
    ...(params.challenge
      ? { code_challenge: params.challenge, code_challenge_method: 'S256' }
      : {}),
    ...params.extra,
  }).toString();
  return url.toString();
}

/** The form's action, unescaped from the HTML, as an absolute URL. */
export function formAction(html: string, base: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no login form on the page');
  return new URL(action.replaceAll('&amp;', '&'), base).toString();
}

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  refresh_expires_in: number;
  token_type: string;
  session_state: string;
}

/** Signs in through the login page and exchanges the code, returning the tokens and the jar. */
export async function signIn(
  base: string,
  username: string,
  password = username,
  realm = 'demo',
): Promise<{ tokens: TokenSet; jar: CookieJar }> {
  const jar = new CookieJar();
  const { verifier, challenge } = pkce();
  const redirectUri = `${base}/callback`;
  const page = await fetch(authorizeUrl(base, { realm, redirectUri, challenge }), {
    redirect: 'manual',
  });
  jar.store(page);
  const action = formAction(await page.text(), base);
  const posted = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ username, password }),
  });
  jar.store(posted);
  const location = posted.headers.get('location');
  if (posted.status !== 302 || !location) throw new Error(`sign-in failed: ${posted.status}`);
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  const tokens = await exchangeCode(base, realm, code, redirectUri, verifier);
  return { tokens, jar };
}

export async function exchangeCode(
  base: string,
  realm: string,
  code: string,
  redirectUri: string,
  verifier: string,
): Promise<TokenSet> {
  const response = await tokenRequest(base, realm, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
  if (response.status !== 200) throw new Error(`token exchange failed: ${await response.text()}`);
  return (await response.json()) as TokenSet;
}

export function tokenRequest(
  base: string,
  realm: string,
  fields: Record<string, string>,
): Promise<Response> {
  return fetch(`${base}/realms/${realm}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...fields }),
  });
}

/** The claims of a JWT, unverified (the tests check what the server put there). */
export function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** The fake platform behind a sandbox started with the default platform. */
export function fakeOf(sandbox: RunningSandbox): FakePlatform {
  return (sandbox.platform as FakePlatformAdapter).fake;
}
