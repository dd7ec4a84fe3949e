/**
 * Signing and checking the provider's JWTs with jose. One RSA key signs every realm's tokens;
 * it is kept in the store so tokens stay valid across restarts.
 */
import { randomUUID } from 'node:crypto';

import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify } from 'jose';
import type { CryptoKey, JWK, JWTPayload } from 'jose';

import { CLIENT_ID, SIGNING_ALGORITHM } from '../constants.ts';
import type { SandboxStore } from '../store.ts';
import type { DemoUser } from './users.ts';
import { demoUsers } from './users.ts';

/** The OIDC profile claims of a user, as Keycloak puts them in tokens and in userinfo. */
export function profileClaims(user: DemoUser) {
  return {
    preferred_username: user.username,
    name: `${user.firstName} ${user.lastName}`,
    given_name: user.firstName,
    family_name: user.lastName,
    email: user.email,
    email_verified: true,
  };
}

export interface TokenLifetimes {
  accessTokenSeconds: number;
  sessionIdleSeconds: number;
  sessionMaxSeconds: number;
}

/** Keycloak's token kinds, in the `typ` claim; a refresh token is never accepted as access. */
type TokenKind = 'Bearer' | 'Refresh' | 'ID';

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
  id_token: string;
  token_type: 'Bearer';
  'not-before-policy': 0;
  session_state: string;
  scope: string;
}

export type Verified =
  | {
      status: 'valid';
      user: DemoUser;
      realm: string;
      sessionId: string;
      claims: JWTPayload;
      /** Epoch seconds the token expires at: a connection opened with it ends then. */
      expiresAt: number;
    }
  | { status: 'invalid'; reason: string };

/**
 * The audience of access tokens, Keycloak's default for a public client (`account`); the API
 * and the hub accept no other, and only tokens issued to (`azp`) the console's client.
 */
export const ACCESS_TOKEN_AUDIENCE = 'account';

export interface IssueRequest {
  issuer: string;
  realm: string;
  user: DemoUser;
  sessionId: string;
  /** Epoch seconds the session started: a refresh token never outlives the session's maximum. */
  sessionCreated: number;
  scope: string;
  nonce: string | undefined;
  authTime: number;
}

const now = () => Math.floor(Date.now() / 1000);

export class TokenService {
  readonly #privateKey: CryptoKey;
  readonly #publicKey: CryptoKey;
  readonly #publicJwk: JWK;
  readonly #kid: string;
  readonly lifetimes: TokenLifetimes;

  private constructor(
    keys: { privateKey: CryptoKey; publicKey: CryptoKey },
    publicJwk: JWK,
    kid: string,
    lifetimes: TokenLifetimes,
  ) {
    this.#privateKey = keys.privateKey;
    this.#publicKey = keys.publicKey;
    this.#publicJwk = publicJwk;
    this.#kid = kid;
    this.lifetimes = lifetimes;
  }

  /** Loads the persisted key, or makes and persists one on the first start. */
  static async create(store: SandboxStore, lifetimes: TokenLifetimes): Promise<TokenService> {
    const saved = store.signingKey();
    if (saved) {
      const jwk = JSON.parse(saved.jwk) as JWK;
      const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = jwk;
      // importJWK gives a CryptoKey for RSA JWKs (a Uint8Array only for symmetric ones).
      const privateKey = (await importJWK(jwk, SIGNING_ALGORITHM)) as CryptoKey;
      const publicKey = (await importJWK(publicJwk, SIGNING_ALGORITHM)) as CryptoKey;
      return new TokenService({ privateKey, publicKey }, publicJwk, saved.kid, lifetimes);
    }
    const keys = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    const kid = randomUUID();
    store.saveSigningKey(kid, JSON.stringify(await exportJWK(keys.privateKey)));
    return new TokenService(keys, await exportJWK(keys.publicKey), kid, lifetimes);
  }

  /** The public keys, as the realm's `certs` endpoint serves them. */
  jwks(): { keys: JWK[] } {
    return { keys: [{ ...this.#publicJwk, kid: this.#kid, use: 'sig', alg: SIGNING_ALGORITHM }] };
  }

  async #sign(claims: JWTPayload, kind: TokenKind, expiresAt: number): Promise<string> {
    return new SignJWT({ ...claims, typ: kind })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: this.#kid, typ: 'JWT' })
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(expiresAt)
      .sign(this.#privateKey);
  }

  /** Access, refresh and ID token for a session, shaped like Keycloak's. */
  async issue(request: IssueRequest): Promise<TokenResponse> {
    const { issuer, user, sessionId, scope } = request;
    const issuedAt = now();
    const accessExpires = issuedAt + this.lifetimes.accessTokenSeconds;
    const refreshExpires = Math.min(
      issuedAt + this.lifetimes.sessionIdleSeconds,
      request.sessionCreated + this.lifetimes.sessionMaxSeconds,
    );
    const common = {
      iss: issuer,
      sub: user.id,
      azp: CLIENT_ID,
      sid: sessionId,
      session_state: sessionId,
    };
    const profile = profileClaims(user);
    const [accessToken, refreshToken, idToken] = await Promise.all([
      this.#sign(
        {
          ...common,
          ...profile,
          aud: ACCESS_TOKEN_AUDIENCE,
          scope,
          auth_time: request.authTime,
          realm_access: { roles: [user.role] },
          resource_access: { [CLIENT_ID]: { roles: [user.role] } },
        },
        'Bearer',
        accessExpires,
      ),
      this.#sign({ ...common, aud: issuer, scope }, 'Refresh', refreshExpires),
      this.#sign(
        {
          ...common,
          ...profile,
          aud: CLIENT_ID,
          auth_time: request.authTime,
          ...(request.nonce ? { nonce: request.nonce } : {}),
        },
        'ID',
        accessExpires,
      ),
    ]);
    return {
      access_token: accessToken,
      expires_in: accessExpires - issuedAt,
      refresh_token: refreshToken,
      refresh_expires_in: refreshExpires - issuedAt,
      id_token: idToken,
      token_type: 'Bearer',
      'not-before-policy': 0,
      session_state: sessionId,
      scope,
    };
  }

  /**
   * Checks a token's signature, expiry, kind and issuer. `issuers` are the accepted issuer URLs
   * (this sandbox's realms, on each name it answers to).
   */
  async verify(token: string, kind: TokenKind, issuers: string[]): Promise<Verified> {
    try {
      const { payload } = await jwtVerify(token, this.#publicKey, {
        algorithms: [SIGNING_ALGORITHM],
        issuer: issuers,
      });
      if (payload.typ !== kind) return { status: 'invalid', reason: 'wrong token type' };
      // Issued to the console's client, for the audience its kind is meant for.
      if (payload.azp !== CLIENT_ID) return { status: 'invalid', reason: 'wrong authorized party' };
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      const audience =
        kind === 'Bearer' ? ACCESS_TOKEN_AUDIENCE : kind === 'ID' ? CLIENT_ID : payload.iss;
      if (!audiences.includes(audience)) return { status: 'invalid', reason: 'wrong audience' };
      const user = demoUsers().find((u) => u.id === payload.sub);
      if (!user) return { status: 'invalid', reason: 'unknown user' };
      const realm = /\/realms\/([^/]+)$/.exec(payload.iss ?? '')?.[1];
      const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
      if (!realm || !sessionId) return { status: 'invalid', reason: 'incomplete token' };
      return {
        status: 'valid',
        user,
        realm,
        sessionId,
        claims: payload,
        expiresAt: payload.exp ?? 0,
      };
    } catch (error) {
      return {
        status: 'invalid',
        reason: error instanceof Error ? error.message : 'invalid token',
      };
    }
  }
}
