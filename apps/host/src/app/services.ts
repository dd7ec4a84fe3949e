import {
  apiConnectionAtom,
  type ApiConnection,
  consoleConfigAtom,
  createConsoleQueryClient,
  deploymentAtom,
  rolesAtom,
} from '@hygiene/console';
import type { createStore } from 'jotai';

import type { AuthSession } from '../auth/session';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { partnerIdAtom } from '../partner/atoms';
import { buildVersion } from './buildVersion';
import { runtimeConfigAtom, sessionAtom } from './session';

/** The app's one jotai store, made by the bootstrap before the partner gate. */
export type AtomStore = ReturnType<typeof createStore>;

/**
 * Everything the signed-in app shares, made once after sign-in: what the console reads from the
 * atom store (platform connection, configuration), the query cache, and the promise of the one
 * real-time client.
 */
export function createAppServices(store: AtomStore, config: RuntimeConfig, signedIn: AuthSession) {
  // Leaving for the identity provider closes the live connection first: left open, it would try
  // to reconnect with the token the sign-out just ended (401s, and errors in the console).
  const closeLiveConnection = () => realtime.then((client) => client.stop()).catch(() => undefined);
  const session: AuthSession = {
    ...signedIn,
    async signOut() {
      await closeLiveConnection();
      await signedIn.signOut();
    },
    async signInAgain() {
      await closeLiveConnection();
      await signedIn.signInAgain();
    },
  };
  store.set(runtimeConfigAtom, config);
  store.set(sessionAtom, session);
  // The token's realm roles, kept current: a refresh that brings other roles updates the screens.
  store.set(rolesAtom, session.roles());
  session.onRolesChange((roles) => store.set(rolesAtom, roles));
  const connection: ApiConnection = {
    baseUrl: config.apiUrl,
    getAccessToken: ({ forceRefresh }) => session.getAccessToken({ forceRefresh }),
    // Still 401 after one refresh: the session is gone; sign in again (spec §8).
    onUnauthorized: () => void session.signInAgain(),
  };
  store.set(apiConnectionAtom, connection);
  store.set(consoleConfigAtom, {
    serviceTenantIdentifier: config.serviceTenantIdentifier,
    filterableEvents: config.filterableEvents,
    eventColors: config.eventColors,
    ...(config.screenUserDomain ? { screenUserDomain: config.screenUserDomain } : {}),
    // public/sw.js: it shows each web push and opens its case (issue 50).
    serviceWorkerUrl: '/sw.js',
    ...(config.installVerificationTimeoutSeconds
      ? { installVerificationTimeoutMs: config.installVerificationTimeoutSeconds * 1000 }
      : {}),
  });
  store.set(deploymentAtom, {
    environment: config.environment,
    apiUrl: config.apiUrl,
    hubUrl: config.hubUrl,
    identityUrl: config.identity.url,
    // The realm signed in to: the partner id (spec §6), else the configured default.
    realm: store.get(partnerIdAtom) ?? config.identity.defaultRealm,
    version: buildVersion(),
  });

  // The client's code loads after the first paint (see realtimeClient.ts); started at once, so
  // it arrives while the first screen draws.
  const realtime = import('./realtimeClient').then(({ createAppRealtimeClient }) =>
    createAppRealtimeClient(config.hubUrl, signedIn, connection),
  );

  return { queryClient: createConsoleQueryClient(), realtime };
}
