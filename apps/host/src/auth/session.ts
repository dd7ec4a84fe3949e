import Keycloak from 'keycloak-js';

import { IDENTITY_CLIENT_ID } from '@hygiene/api-client';
import type { Language } from '@hygiene/ui';
import { IDENTITY_MESSAGE_TIMEOUT_MS, IDENTITY_SESSION_CHECK_INTERVAL_SECONDS } from '../constants';
import { tokenRoles, sameRoles } from './roles';
import { needsRefresh } from './tokenRefresh';

/** What the rest of the app knows of sign-in: never keycloak itself, never a stored token. */
export interface AuthSession {
  /** The signed-in user's name, for the app bar. */
  username: string;
  /**
   * The realm roles of the current token (`realm_access.roles`, spec §6), read again after every
   * refresh; read from memory, never from storage.
   */
  roles(): readonly string[];
  /**
   * Calls `listener` when a new token (a refresh) carries other roles than the last one, e.g. an
   * administrator took a role away. Returns the function that stops listening.
   */
  onRolesChange(listener: (roles: readonly string[]) => void): () => void;
  /**
   * A current access token, refreshed first when it would expire in under 30 s (or when
   * `forceRefresh` is set, after a 401). A failed refresh sends the user to sign in again.
   */
  getAccessToken(options?: { forceRefresh?: boolean }): Promise<string>;
  /** Signs out at the identity provider and comes back to the console's root. */
  signOut(): Promise<void>;
  /** Sends the user to sign in again (the session ended or was refused). */
  signInAgain(): Promise<void>;
}

export interface SignInOptions {
  /** Base URL of the identity provider (Keycloak layout). */
  identityUrl: string;
  realm: string;
  /** Where to return after sign-out. */
  signOutRedirectUri: string;
  /** The sign-in page's language (keycloak-js sends it as `ui_locales`). */
  language: Language;
}

/**
 * Signs in with keycloak-js: authorization code + PKCE S256, `login-required`, no iframes.
 * Tokens stay in keycloak-js's memory; only its short-lived sign-in state (nonce, PKCE
 * verifier) touches localStorage, and keycloak-js expires those entries after an hour.
 */
export async function signIn({
  identityUrl,
  realm,
  signOutRedirectUri,
  language,
}: SignInOptions): Promise<AuthSession> {
  const keycloak = new Keycloak({ url: identityUrl, realm, clientId: IDENTITY_CLIENT_ID });
  await keycloak.init({
    onLoad: 'login-required',
    pkceMethod: 'S256',
    // Spec §7: the session iframe is disabled; §9: its interval and the message time-out.
    checkLoginIframe: false,
    checkLoginIframeInterval: IDENTITY_SESSION_CHECK_INTERVAL_SECONDS,
    messageReceiveTimeout: IDENTITY_MESSAGE_TIMEOUT_MS,
    responseMode: 'fragment',
    locale: language,
  });

  // The roles follow the token: each refresh (ours, or one keycloak-js makes) reads them again.
  let roles = tokenRoles(keycloak.tokenParsed);
  const roleListeners = new Set<(roles: readonly string[]) => void>();
  const readRoles = () => {
    const next = tokenRoles(keycloak.tokenParsed);
    if (sameRoles(roles, next)) return;
    roles = next;
    for (const listener of roleListeners) listener(next);
  };
  keycloak.onAuthSuccess = readRoles;
  keycloak.onAuthRefreshSuccess = readRoles;

  // Once the person signs out, nothing may send them to sign in again: a request or a refresh
  // that fails while the sign-out leaves (the session has ended) would otherwise race it to the
  // identity provider, and win.
  let signingOut = false;
  // One refresh at a time: concurrent requests share it instead of racing the refresh token.
  let refreshing: Promise<void> | null = null;
  const refresh = () => {
    refreshing ??= keycloak
      .updateToken(-1)
      // keycloak-js calls onAuthRefreshSuccess too; reading here as well costs nothing.
      .then(() => readRoles())
      .catch(async () => {
        // Spec §8: a failed token refresh logs the user in again (in the same language: keycloak-js
        // passes init's `locale` only to the first sign-in).
        if (!signingOut) await keycloak.login({ locale: language });
        throw new Error('The session expired; signing in again.');
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  return {
    username: String(keycloak.tokenParsed?.['preferred_username'] ?? ''),
    roles: () => roles,
    onRolesChange(listener) {
      roleListeners.add(listener);
      return () => void roleListeners.delete(listener);
    },
    async getAccessToken({ forceRefresh = false } = {}) {
      // The hub's accessTokenFactory comes here too, so both follow the provider's clock.
      const expiring = needsRefresh(keycloak.tokenParsed?.exp, Date.now(), {
        timeSkewSeconds: keycloak.timeSkew ?? 0,
      });
      if (forceRefresh || expiring) await refresh();
      if (!keycloak.token) throw new Error('Not signed in.');
      return keycloak.token;
    },
    async signOut() {
      signingOut = true;
      await keycloak.logout({ redirectUri: signOutRedirectUri });
    },
    async signInAgain() {
      if (signingOut) return;
      await keycloak.login({ locale: language });
    },
  };
}
