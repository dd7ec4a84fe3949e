/**
 * Authorization codes: issued when a sign-in (or a live session) answers an authorization
 * request, handed back on the application's redirect, redeemed once at the token endpoint
 * within `AUTHORIZATION_CODE_SECONDS`.
 */
import { AUTHORIZATION_CODE_SECONDS } from '../constants.ts';
import { monotonicNow, prune, randomToken } from './providerContext.ts';

/** The parameters of an authorization request that passed validation. */
export interface AuthorizationRequest {
  realm: string;
  redirectUri: string;
  state: string | undefined;
  responseMode: 'query' | 'fragment';
  scope: string;
  nonce: string | undefined;
  codeChallenge: string;
}

interface IssuedCode {
  request: AuthorizationRequest;
  sessionId: string;
  authTime: number;
  expires: number;
}

/** Builds the redirect back to the application, in the response mode it asked for. */
export function redirectBack(
  request: AuthorizationRequest,
  params: Record<string, string>,
): string {
  const values = new URLSearchParams(params);
  if (request.state !== undefined) values.set('state', request.state);
  const url = new URL(request.redirectUri);
  if (request.responseMode === 'fragment') {
    url.hash = values.toString();
  } else {
    for (const [key, value] of values) url.searchParams.set(key, value);
  }
  return url.toString();
}

export class AuthorizationCodes {
  readonly #codes = new Map<string, IssuedCode>();

  /** Issues a code for the session; returns the redirect that hands it to the application. */
  issue(
    issuer: string,
    request: AuthorizationRequest,
    sessionId: string,
    authTime: number,
  ): string {
    prune(this.#codes);
    const code = randomToken();
    this.#codes.set(code, {
      request,
      sessionId,
      authTime,
      expires: monotonicNow() + AUTHORIZATION_CODE_SECONDS * 1000,
    });
    return redirectBack(request, { code, session_state: sessionId, iss: issuer });
  }

  /** Takes the code out (it is spent whatever comes next); undefined if unknown or expired. */
  redeem(code: string): IssuedCode | undefined {
    const issued = this.#codes.get(code);
    this.#codes.delete(code);
    if (!issued || issued.expires < monotonicNow()) return undefined;
    return issued;
  }
}
