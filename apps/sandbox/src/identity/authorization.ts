/**
 * The authorization endpoint and the sign-in page: an authorization request (code flow with
 * PKCE S256, a trusted redirect) is answered with a code at once while the realm's SSO session
 * lives, else with the login form; the form posts to `login-actions/authenticate`, which starts
 * a session and issues the code.
 */
import { randomUUID } from 'node:crypto';

import type { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

import { CLIENT_ID, LOGIN_FORM_SECONDS } from '../constants.ts';
import { messages } from '../messages.ts';
import { redirectBack } from './authorizationCodes.ts';
import type { AuthorizationRequest } from './authorizationCodes.ts';
import { loginLanguage, loginPage, messagePage, type LoginLanguage } from './pages.ts';
import {
  cookiePath,
  isTrustedRedirect,
  issuer,
  LOGIN_COOKIE,
  monotonicNow,
  nowSeconds,
  prune,
  randomToken,
  SESSION_COOKIE,
} from './providerContext.ts';
import type { ProviderContext } from './providerContext.ts';
import { liveSession } from './sessions.ts';
import { authenticate } from './users.ts';

interface PendingLogin extends AuthorizationRequest {
  /** The sign-in page's language, kept for the page drawn again after a wrong password. */
  language: LoginLanguage;
  /** Must come back in the login cookie: a form posted from another browser is refused. */
  csrf: string;
  expires: number;
}

export function addAuthorizationRoutes(app: Hono, context: ProviderContext): void {
  const { store, origins, codes } = context;
  const pendingLogins = new Map<string, PendingLogin>();

  app.get('/:realm/protocol/openid-connect/auth', (c) => {
    const realm = c.req.param('realm');
    const q = c.req.query();
    const fail = (text: string) => c.html(messagePage(messages.errorPage.pageTitle, text), 400);
    // Never redirect to an address we have not checked: show the error instead.
    if (q.client_id !== CLIENT_ID) return fail(messages.errorPage.unknownClient);
    if (!q.redirect_uri || !isTrustedRedirect(origins, q.redirect_uri))
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
      : liveSession(context, getCookie(c, SESSION_COOKIE), realm);
    if (session) {
      store.touchSession(session.id, nowSeconds());
      return c.redirect(
        codes.issue(issuer(c, request.realm), request, session.id, session.created),
        302,
      );
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
    return c.redirect(codes.issue(issuer(c, pending.realm), pending, sessionId, now), 302);
  });
}
