/**
 * An OpenID Connect provider in Keycloak's URL layout, so keycloak-js 26 works unchanged:
 *
 *   /realms/{realm}/.well-known/openid-configuration
 *   /realms/{realm}/protocol/openid-connect/{auth,token,userinfo,logout,certs}
 *   /realms/{realm}/account                         (keycloak-js loadUserProfile)
 *   /realms/{realm}/login-actions/authenticate      (the login form posts here)
 *
 * One public client (`admin-frontend`), authorization code with PKCE S256 only, JWT access,
 * refresh and ID tokens, SSO sessions in a cookie per realm (kept in the store).
 *
 * This module composes the endpoints, each in a module of its own: discovery and JWKS
 * (`discovery.ts`), the authorization endpoint and sign-in page (`authorization.ts`), the token
 * endpoint (`tokenEndpoint.ts`), userinfo and account (`userInfo.ts`), and sessions and logout
 * (`sessions.ts`); what they share is `providerContext.ts`'s.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';

import { messages } from '../messages.ts';
import { originOf } from '../origins.ts';
import type { Origins } from '../origins.ts';
import type { SandboxStore } from '../store.ts';
import { addAuthorizationRoutes } from './authorization.ts';
import { AuthorizationCodes } from './authorizationCodes.ts';
import { addDiscoveryRoutes } from './discovery.ts';
import { loginLanguage, messagePage } from './pages.ts';
import { isTrustedRedirect } from './providerContext.ts';
import type { ProviderContext } from './providerContext.ts';
import { addLogoutRoutes, verifyLiveAccessToken } from './sessions.ts';
import { addTokenRoute } from './tokenEndpoint.ts';
import type { TokenService, Verified } from './tokens.ts';
import { addUserInfoRoutes } from './userInfo.ts';

export interface ProviderOptions {
  store: SandboxStore;
  tokens: TokenService;
  origins: Origins;
  /** The realms, looked up on each request (one per partner tenant plus `demo`). */
  realms: () => string[];
}

export function identityProvider(options: ProviderOptions): {
  app: Hono;
  /**
   * Checks an access token for the API and the hub: signature, expiry, kind, issuer, audience
   * and authorized party, and that its sign-in session is still alive (not signed out, not idle
   * or older than allowed). The hub calls it again for every open connection (every 15 s) and
   * closes one whose token expired or whose session ended.
   */
  verifyAccessToken: (token: string) => Promise<Verified>;
} {
  const context: ProviderContext = { ...options, codes: new AuthorizationCodes() };
  const { origins } = options;
  const app = new Hono();

  app.use(
    '/:realm/*',
    cors({
      origin: (origin) => (origins.trusted.includes(origin) ? origin : null),
      credentials: true,
      allowHeaders: ['Authorization', 'Content-Type', 'Accept'],
      allowMethods: ['GET', 'POST', 'OPTIONS'],
    }),
  );

  // Unknown realms answer 404 before any route runs.
  app.use('/:realm/*', async (c, next) => {
    const realm = c.req.param('realm');
    if (!options.realms().includes(realm)) {
      if (
        c.req.path.includes('/protocol/openid-connect/auth') ||
        c.req.path.includes('/login-actions/')
      ) {
        // In the application's language, with a way back to it when it sent a trusted address
        // (its root: the console forgets a partner name the provider does not know).
        const language = loginLanguage(c.req.query('ui_locales'), c.req.header('accept-language'));
        const t = messages.login[language];
        const redirect = c.req.query('redirect_uri');
        const back =
          redirect && isTrustedRedirect(origins, redirect)
            ? { href: `${originOf(redirect)}/`, label: t.back }
            : undefined;
        return c.html(messagePage(t.errorTitle, t.unknownRealm(realm), language, back), 404);
      }
      return c.json({ error: 'Realm does not exist' }, 404);
    }
    return next();
  });

  addDiscoveryRoutes(app, context);
  addAuthorizationRoutes(app, context);
  addTokenRoute(app, context);
  addUserInfoRoutes(app, context);
  addLogoutRoutes(app, context);

  return {
    app,
    verifyAccessToken: (token) => verifyLiveAccessToken(context, token),
  };
}
