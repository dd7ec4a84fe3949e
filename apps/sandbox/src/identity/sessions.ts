/**
 * SSO sessions (kept in the store, named by a cookie per realm): whether one is still alive,
 * access tokens that count only while their session lives, and logout, which ends one.
 */
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';

import { messages } from '../messages.ts';
import { messagePage } from './pages.ts';
import {
  allIssuers,
  cookiePath,
  isTrustedRedirect,
  nowSeconds,
  SESSION_COOKIE,
} from './providerContext.ts';
import type { ProviderContext } from './providerContext.ts';
import type { Verified } from './tokens.ts';

/** The SSO session of the cookie, if it is alive; stale sessions are removed. */
export function liveSession(
  { store, tokens }: ProviderContext,
  sessionId: string | undefined,
  realm: string,
) {
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

/** An access token whose sign-in session is still alive (a signed-out token is refused). */
export async function verifyLiveAccessToken(
  context: ProviderContext,
  token: string,
  realm?: string,
): Promise<Verified> {
  const verified = await context.tokens.verify(token, 'Bearer', allIssuers(context, realm));
  if (verified.status === 'invalid') return verified;
  if (!liveSession(context, verified.sessionId, verified.realm)) {
    return { status: 'invalid', reason: 'session ended' };
  }
  return verified;
}

export function addLogoutRoutes(app: Hono, context: ProviderContext): void {
  const { store, tokens, origins } = context;

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
    const fromHint = hint ? await tokens.verify(hint, 'ID', allIssuers(context, realm)) : undefined;
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
    if (target && isTrustedRedirect(origins, target)) return c.redirect(target, 302);
    return c.html(messagePage(messages.loggedOut.pageTitle, messages.loggedOut.heading));
  };
  app.get('/:realm/protocol/openid-connect/logout', logout);
  app.post('/:realm/protocol/openid-connect/logout', logout);
}
