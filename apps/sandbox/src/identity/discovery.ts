/** OpenID Connect discovery: the realm's configuration document and its signing keys (JWKS). */
import type { Hono } from 'hono';

import { issuer } from './providerContext.ts';
import type { ProviderContext } from './providerContext.ts';

export function addDiscoveryRoutes(app: Hono, { tokens }: ProviderContext): void {
  app.get('/:realm/.well-known/openid-configuration', (c) => {
    const base = issuer(c, c.req.param('realm'));
    const oidc = `${base}/protocol/openid-connect`;
    return c.json({
      issuer: base,
      authorization_endpoint: `${oidc}/auth`,
      token_endpoint: `${oidc}/token`,
      userinfo_endpoint: `${oidc}/userinfo`,
      end_session_endpoint: `${oidc}/logout`,
      jwks_uri: `${oidc}/certs`,
      grant_types_supported: ['authorization_code', 'refresh_token'],
      response_types_supported: ['code'],
      response_modes_supported: ['query', 'fragment'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'profile', 'email'],
      token_endpoint_auth_methods_supported: ['none'],
      claims_supported: [
        'sub',
        'iss',
        'name',
        'given_name',
        'family_name',
        'preferred_username',
        'email',
      ],
    });
  });

  app.get('/:realm/protocol/openid-connect/certs', (c) => c.json(tokens.jwks()));
}
