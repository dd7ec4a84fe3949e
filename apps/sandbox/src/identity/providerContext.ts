/**
 * What the provider's endpoints share: its options and the authorization codes waiting to be
 * redeemed, its cookies, its clocks and random tokens, the caps on its in-memory maps, and the
 * issuer and redirect checks.
 */
import { randomBytes } from 'node:crypto';

import type { Context } from 'hono';

import { originOf } from '../origins.ts';
import type { Origins } from '../origins.ts';
import type { AuthorizationCodes } from './authorizationCodes.ts';
import type { ProviderOptions } from './provider.ts';

export interface ProviderContext extends ProviderOptions {
  codes: AuthorizationCodes;
}

export const SESSION_COOKIE = 'SANDBOX_SESSION';
export const LOGIN_COOKIE = 'SANDBOX_LOGIN';

/** Caps on in-memory maps, so a flood of abandoned logins cannot exhaust memory. */
const MAX_PENDING = 10_000;

export const nowSeconds = () => Math.floor(Date.now() / 1000);
/**
 * In-memory deadlines (codes, login forms) use a monotonic clock: the wall clock of a busy VM
 * can jump, which must not expire a code issued a moment ago.
 */
export const monotonicNow = () => performance.now();
export const randomToken = () => randomBytes(32).toString('base64url');

export function prune<T extends { expires: number }>(map: Map<string, T>): void {
  const now = monotonicNow();
  for (const [key, value] of map) if (value.expires < now) map.delete(key);
  while (map.size >= MAX_PENDING) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}

/** The realm's issuer at the address the request came to. */
export const issuer = (c: Context, realm: string) => `${new URL(c.req.url).origin}/realms/${realm}`;

/** The realm's issuers at each of the sandbox's own addresses (every realm's without one). */
export const allIssuers = (context: ProviderOptions, realm?: string) =>
  context.origins.own.flatMap((origin) =>
    (realm ? [realm] : context.realms()).map((r) => `${origin}/realms/${r}`),
  );

export const cookiePath = (realm: string) => `/realms/${realm}/`;

export const isTrustedRedirect = (origins: Origins, uri: string) => {
  const origin = originOf(uri);
  return origin !== undefined && origins.trusted.includes(origin);
};
