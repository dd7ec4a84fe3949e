/** The access token of a hub request: where it is found, and checking it. */
import type { IncomingMessage } from 'node:http';

import type { Verified } from '../identity/tokens.ts';
import type { HubOptions } from './hub.ts';

/** The access token of a hub request: the Authorization header, or `access_token` (browsers). */
export function tokenOf(
  headers: IncomingMessage['headers'] | Headers,
  url: URL,
): string | undefined {
  const header = headers instanceof Headers ? headers.get('authorization') : headers.authorization;
  const fromHeader = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return fromHeader ?? url.searchParams.get('access_token') ?? undefined;
}

/** Checks a hub request's token with the identity provider; no token is an invalid one. */
export async function verifyToken(
  options: HubOptions,
  token: string | undefined,
): Promise<Verified> {
  if (!token) return { status: 'invalid', reason: 'no token' };
  return options.verifyAccessToken(token);
}
