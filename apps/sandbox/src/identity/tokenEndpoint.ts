/**
 * The token endpoint: an authorization code (with its PKCE verifier and redirect address) or a
 * refresh token, while its SSO session lives, is exchanged for access, refresh and ID tokens.
 */
import { createHash } from 'node:crypto';

import type { Context, Hono } from 'hono';

import { CLIENT_ID } from '../constants.ts';
import { allIssuers, issuer, nowSeconds } from './providerContext.ts';
import type { ProviderContext } from './providerContext.ts';
import { liveSession } from './sessions.ts';
import { findUser } from './users.ts';

function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** The OAuth error body of the token endpoint. */
function oauthError(c: Context, status: 400 | 401, error: string, description: string) {
  return c.json({ error, error_description: description }, status);
}

export function addTokenRoute(app: Hono, context: ProviderContext): void {
  const { store, tokens, codes } = context;

  app.post('/:realm/protocol/openid-connect/token', async (c) => {
    const realm = c.req.param('realm');
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? form[name] : undefined);
    if (field('client_id') !== CLIENT_ID) {
      return oauthError(c, 401, 'invalid_client', 'Unknown client.');
    }
    const grantType = field('grant_type');
    if (grantType === 'authorization_code') {
      const code = codes.redeem(field('code') ?? '');
      if (!code || code.request.realm !== realm) {
        return oauthError(c, 400, 'invalid_grant', 'Code not valid.');
      }
      if (field('redirect_uri') !== code.request.redirectUri) {
        return oauthError(c, 400, 'invalid_grant', 'Incorrect redirect_uri.');
      }
      const verifier = field('code_verifier') ?? '';
      if (pkceChallenge(verifier) !== code.request.codeChallenge) {
        return oauthError(c, 400, 'invalid_grant', 'PKCE verification failed.');
      }
      const session = liveSession(context, code.sessionId, realm);
      const user = session && findUser(session.username);
      if (!session || !user) return oauthError(c, 400, 'invalid_grant', 'Session not active.');
      return c.json(
        await tokens.issue({
          issuer: issuer(c, realm),
          realm,
          user,
          sessionId: session.id,
          sessionCreated: session.created,
          scope: code.request.scope,
          nonce: code.request.nonce,
          authTime: code.authTime,
        }),
        200,
        { 'cache-control': 'no-store' },
      );
    }
    if (grantType === 'refresh_token') {
      const verified = await tokens.verify(
        field('refresh_token') ?? '',
        'Refresh',
        allIssuers(context, realm),
      );
      if (verified.status === 'invalid')
        return oauthError(c, 400, 'invalid_grant', 'Invalid refresh token.');
      const session = liveSession(context, verified.sessionId, realm);
      if (!session) return oauthError(c, 400, 'invalid_grant', 'Session not active.');
      store.touchSession(session.id, nowSeconds());
      const scope = typeof verified.claims.scope === 'string' ? verified.claims.scope : 'openid';
      return c.json(
        await tokens.issue({
          issuer: issuer(c, realm),
          realm,
          user: verified.user,
          sessionId: session.id,
          sessionCreated: session.created,
          scope,
          nonce: undefined,
          authTime: session.created,
        }),
        200,
        { 'cache-control': 'no-store' },
      );
    }
    return oauthError(c, 400, 'unsupported_grant_type', 'Use authorization_code or refresh_token.');
  });
}
