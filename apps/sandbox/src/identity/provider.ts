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
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';

import { Hono } from 'hono';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { cors } from 'hono/cors';

import { CLIENT_ID, AUTHORIZATION_CODE_SECONDS, LOGIN_FORM_SECONDS } from '../constants.ts';
import { messages } from '../messages.ts';
import { originOf } from '../origins.ts';
import type { Origins } from '../origins.ts';
import type { SandboxStore } from '../store.ts';
import { loginLanguage, loginPage, messagePage, type LoginLanguage } from './pages.ts';
import { profileClaims, type TokenService, type Verified } from './tokens.ts';
import type { DemoUser } from './users.ts';
import { authenticate, findUser } from './users.ts';

const SESSION_COOKIE = 'SANDBOX_SESSION';
const LOGIN_COOKIE = 'SANDBOX_LOGIN';

/** The parameters of an authorization request that passed validation. */
interface AuthorizationRequest {
  realm: string;
  redirectUri: string;
  state: string | undefined;
  responseMode: 'query' | 'fragment';
  scope: string;
  nonce: string | undefined;
  codeChallenge: string;
}

interface PendingLogin extends AuthorizationRequest {
  /** The sign-in page's language, kept for the page drawn again after a wrong password. */
  language: LoginLanguage;
  /** Must come back in the login cookie: a form posted from another browser is refused. */
  csrf: string;
  expires: number;
}

interface IssuedCode {
  request: AuthorizationRequest;
  sessionId: string;
  authTime: number;
  expires: number;
}

export interface ProviderOptions {
  store: SandboxStore;
  tokens: TokenService;
  origins: Origins;
  /** The realms, looked up on each request (one per partner tenant plus `demo`). */
  realms: () => string[];
}

/** Caps on in-memory maps, so a flood of abandoned logins cannot exhaust memory. */
const MAX_PENDING = 10_000;

const nowSeconds = () => Math.floor(Date.now() / 1000);
/**
 * In-memory deadlines (codes, login forms) use a monotonic clock: the wall clock of a busy VM
 * can jump, which must not expire a code issued a moment ago.
 */
const monotonicNow = () => performance.now();
const randomToken = () => randomBytes(32).toString('base64url');

function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function prune<T extends { expires: number }>(map: Map<string, T>): void {
  const now = monotonicNow();
  for (const [key, value] of map) if (value.expires < now) map.delete(key);
  while (map.size >= MAX_PENDING) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}

/** Builds the redirect back to the application, in the response mode it asked for. */
function redirectBack(request: AuthorizationRequest, params: Record<string, string>): string {
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

/** The OAuth error body of the token endpoint. */
function oauthError(c: Context, status: 400 | 401, error: string, description: string) {
  return c.json({ error, error_description: description }, status);
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
  const { store, tokens, origins } = options;
  const pendingLogins = new Map<string, PendingLogin>();
  const codes = new Map<string, IssuedCode>();
  const app = new Hono();

  const issuer = (c: Context, realm: string) => `${new URL(c.req.url).origin}/realms/${realm}`;
  const allIssuers = (realm?: string) =>
    origins.own.flatMap((origin) =>
      (realm ? [realm] : options.realms()).map((r) => `${origin}/realms/${r}`),
    );
  const cookiePath = (realm: string) => `/realms/${realm}/`;
  const isTrustedRedirect = (uri: string) => {
    const origin = originOf(uri);
    return origin !== undefined && origins.trusted.includes(origin);
  };

  /** The SSO session of the cookie, if it is alive; stale sessions are removed. */
  function liveSession(sessionId: string | undefined, realm: string) {
    if (!sessionId) return undefined;
    const session = store.session(sessionId);
    const now = nowSeconds();
    if (!session || session.realm !== realm) return undefined;
    const expired =
      now - session.lastSeen > tokens.lifetimes.sessionIdleSeconds ||
      now - session.created > tokens.lifetimes.sessionMaxSeconds;
    if (expired) {
      store.deleteSession(session.id);
      return undefined;
    }
    return session;
  }

  function issueCode(
    c: Context,
    request: AuthorizationRequest,
    sessionId: string,
    authTime: number,
  ): string {
    prune(codes);
    const code = randomToken();
    codes.set(code, {
      request,
      sessionId,
      authTime,
      expires: monotonicNow() + AUTHORIZATION_CODE_SECONDS * 1000,
    });
    return redirectBack(request, {
      code,
      session_state: sessionId,
      iss: issuer(c, request.realm),
    });
  }

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
          redirect && isTrustedRedirect(redirect)
            ? { href: `${originOf(redirect)}/`, label: t.back }
            : undefined;
        return c.html(messagePage(t.errorTitle, t.unknownRealm(realm), language, back), 404);
      }
      return c.json({ error: 'Realm does not exist' }, 404);
    }
    return next();
  });

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

  app.get('/:realm/protocol/openid-connect/auth', (c) => {
    const realm = c.req.param('realm');
    const q = c.req.query();
    const fail = (text: string) => c.html(messagePage(messages.errorPage.pageTitle, text), 400);
    // Never redirect to an address we have not checked: show the error instead.
    if (q.client_id !== CLIENT_ID) return fail(messages.errorPage.unknownClient);
    if (!q.redirect_uri || !isTrustedRedirect(q.redirect_uri))
      return fail(messages.errorPage.badRedirect);
    const request: AuthorizationRequest = {
      realm,
      redirectUri: q.redirect_uri,
      state: q.state,
      responseMode: q.response_mode === 'query' ? 'query' : 'fragment',
      scope: q.scope?.split(' ').includes('openid') ? q.scope : `openid ${q.scope ?? ''}`.trim(),
      nonce: q.nonce,
      codeChallenge: q.code_challenge ?? '',
    };
    const refuse = (error: string, description: string) =>
      c.redirect(redirectBack(request, { error, error_description: description }), 302);
    if (q.response_type !== 'code')
      return refuse('unsupported_response_type', 'Only the code flow is supported.');
    if (
      q.code_challenge_method !== 'S256' ||
      !/^[A-Za-z0-9_-]{43,128}$/.test(request.codeChallenge)
    ) {
      return refuse('invalid_request', 'PKCE with code_challenge_method S256 is required.');
    }
    const prompts = (q.prompt ?? '').split(' ');
    const session = prompts.includes('login')
      ? undefined
      : liveSession(getCookie(c, SESSION_COOKIE), realm);
    if (session) {
      store.touchSession(session.id, nowSeconds());
      return c.redirect(issueCode(c, request, session.id, session.created), 302);
    }
    if (prompts.includes('none')) return refuse('login_required', 'The user is not signed in.');

    prune(pendingLogins);
    const loginId = randomUUID();
    const csrf = randomToken();
    const language = loginLanguage(q.ui_locales, c.req.header('accept-language'));
    pendingLogins.set(loginId, {
      ...request,
      language,
      csrf,
      expires: monotonicNow() + LOGIN_FORM_SECONDS * 1000,
    });
    setCookie(c, LOGIN_COOKIE, csrf, {
      path: cookiePath(realm),
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: LOGIN_FORM_SECONDS,
    });
    return c.html(
      loginPage({
        language,
        realm,
        action: `/realms/${encodeURIComponent(realm)}/login-actions/authenticate?execution=${loginId}`,
        username: q.login_hint ?? '',
        error: undefined,
      }),
    );
  });

  app.post('/:realm/login-actions/authenticate', async (c) => {
    const realm = c.req.param('realm');
    const loginId = c.req.query('execution') ?? '';
    const pending = pendingLogins.get(loginId);
    const expired = (status: 400 | 403, language: LoginLanguage) =>
      c.html(
        messagePage(
          messages.login[language].errorTitle,
          messages.login[language].expired,
          language,
        ),
        status,
      );
    if (!pending || pending.expires < monotonicNow() || pending.realm !== realm) {
      return expired(400, loginLanguage(undefined, c.req.header('accept-language')));
    }
    if (getCookie(c, LOGIN_COOKIE) !== pending.csrf) return expired(403, pending.language);
    const form = await c.req.parseBody();
    const username = typeof form.username === 'string' ? form.username : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const user = authenticate(username, password);
    if (!user) {
      return c.html(
        loginPage({
          language: pending.language,
          realm,
          action: `/realms/${encodeURIComponent(realm)}/login-actions/authenticate?execution=${loginId}`,
          username,
          error: messages.login[pending.language].invalidCredentials,
        }),
        401,
      );
    }
    pendingLogins.delete(loginId);
    deleteCookie(c, LOGIN_COOKIE, { path: cookiePath(realm) });
    const now = nowSeconds();
    const sessionId = randomUUID();
    store.createSession({
      id: sessionId,
      realm,
      username: user.username,
      created: now,
      lastSeen: now,
    });
    setCookie(c, SESSION_COOKIE, sessionId, {
      path: cookiePath(realm),
      httpOnly: true,
      sameSite: 'Lax',
    });
    return c.redirect(issueCode(c, pending, sessionId, now), 302);
  });

  app.post('/:realm/protocol/openid-connect/token', async (c) => {
    const realm = c.req.param('realm');
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? form[name] : undefined);
    if (field('client_id') !== CLIENT_ID) {
      return oauthError(c, 401, 'invalid_client', 'Unknown client.');
    }
    const grantType = field('grant_type');
    if (grantType === 'authorization_code') {
      const code = codes.get(field('code') ?? '');
      codes.delete(field('code') ?? '');
      if (!code || code.expires < monotonicNow() || code.request.realm !== realm) {
        return oauthError(c, 400, 'invalid_grant', 'Code not valid.');
      }
      if (field('redirect_uri') !== code.request.redirectUri) {
        return oauthError(c, 400, 'invalid_grant', 'Incorrect redirect_uri.');
      }
      const verifier = field('code_verifier') ?? '';
      if (pkceChallenge(verifier) !== code.request.codeChallenge) {
        return oauthError(c, 400, 'invalid_grant', 'PKCE verification failed.');
      }
      const session = liveSession(code.sessionId, realm);
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
        allIssuers(realm),
      );
      if (verified.status === 'invalid')
        return oauthError(c, 400, 'invalid_grant', 'Invalid refresh token.');
      const session = liveSession(verified.sessionId, realm);
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

  /** An access token whose sign-in session is still alive (a signed-out token is refused). */
  async function verifyLiveAccessToken(token: string, realm?: string): Promise<Verified> {
    const verified = await tokens.verify(token, 'Bearer', allIssuers(realm));
    if (verified.status === 'invalid') return verified;
    if (!liveSession(verified.sessionId, verified.realm)) {
      return { status: 'invalid', reason: 'session ended' };
    }
    return verified;
  }

  /** The signed-in user of a bearer token for this realm, or undefined. */
  async function bearerUser(c: Context): Promise<DemoUser | undefined> {
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    if (!token) return undefined;
    const verified = await verifyLiveAccessToken(token, c.req.param('realm'));
    return verified.status === 'valid' ? verified.user : undefined;
  }

  const unauthorized = (c: Context) =>
    c.json({ error: 'invalid_token', error_description: 'Token verification failed' }, 401, {
      'www-authenticate': 'Bearer error="invalid_token"',
    });

  const userinfo = async (c: Context) => {
    const user = await bearerUser(c);
    if (!user) return unauthorized(c);
    return c.json({ sub: user.id, ...profileClaims(user) });
  };
  app.get('/:realm/protocol/openid-connect/userinfo', userinfo);
  app.post('/:realm/protocol/openid-connect/userinfo', userinfo);

  app.get('/:realm/account', async (c) => {
    const user = await bearerUser(c);
    if (!user) return unauthorized(c);
    return c.json({
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      emailVerified: true,
      attributes: {},
    });
  });

  /**
   * Ends the sign-in session, the two ways keycloak-js 26 asks: a GET carrying `id_token_hint`
   * (its default), or a posted form (`logoutMethod: 'POST'`; the session cookie is
   * `SameSite=Lax`, so another site's form carries none). A GET without a valid hint, which any
   * page could trigger with a link or an image, ends nothing and answers 400.
   */
  const logout = async (c: Context) => {
    const realm = c.req.param('realm')!;
    const isPost = c.req.method === 'POST';
    const params = isPost ? await c.req.parseBody() : c.req.query();
    const value = (name: string) => (typeof params[name] === 'string' ? params[name] : undefined);
    const hint = value('id_token_hint');
    const fromHint = hint ? await tokens.verify(hint, 'ID', allIssuers(realm)) : undefined;
    const sessionId =
      fromHint?.status === 'valid'
        ? fromHint.sessionId
        : isPost
          ? getCookie(c, SESSION_COOKIE)
          : undefined;
    if (!sessionId && !isPost) {
      return c.html(
        messagePage(messages.errorPage.pageTitle, messages.errorPage.logoutNeedsHint),
        400,
      );
    }
    if (sessionId) store.deleteSession(sessionId);
    deleteCookie(c, SESSION_COOKIE, { path: cookiePath(realm) });
    const target = value('post_logout_redirect_uri');
    if (target && isTrustedRedirect(target)) return c.redirect(target, 302);
    return c.html(messagePage(messages.loggedOut.pageTitle, messages.loggedOut.heading));
  };
  app.get('/:realm/protocol/openid-connect/logout', logout);
  app.post('/:realm/protocol/openid-connect/logout', logout);

  return {
    app,
    verifyAccessToken: (token) => verifyLiveAccessToken(token),
  };
}
