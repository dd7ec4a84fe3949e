'use client';

/**
 * What another team's app embeds: the kit's tenant picker over the platform's API and the live
 * feed over its hub, signed in through the platform's OpenID Connect provider (keycloak-js).
 * One file for both apps: `vite/src/Embedded.tsx` and `next/app/Embedded.tsx` link here
 * ('use client' marks it a client component for Next.js; Vite ignores the directive).
 */
import { createApiClient, type Tenant } from '@hygiene/api-client';
import {
  createHubConnection,
  createRealtimeClient,
  LiveConnectionIndicator,
  LiveFeed,
  loadRecentEventsFrom,
  RealtimeProvider,
  useTenantGroup,
} from '@hygiene/realtime';
import { ErrorState, PagedPicker, Spinner, usePagedSearch } from '@hygiene/ui';
import type Keycloak from 'keycloak-js';
import { useEffect, useState } from 'react';

/** The tenant whose live events the feed shows. */
const TENANT = 'demo';

type SignIn =
  | { status: 'signingIn' }
  | { status: 'signedIn'; keycloak: Keycloak }
  | { status: 'failed'; message: string };

let signingIn: Promise<Keycloak> | undefined;
/** One sign-in per page (React may run an effect twice in development). */
function signInOnce(platform: string): Promise<Keycloak> {
  signingIn ??= import('keycloak-js').then(async ({ default: Keycloak }) => {
    const keycloak = new Keycloak({ url: platform, realm: 'demo', clientId: 'admin-frontend' });
    await keycloak.init({ onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false });
    return keycloak;
  });
  return signingIn;
}

export function Embedded({ platform }: { platform: string }) {
  const [signIn, setSignIn] = useState<SignIn>({ status: 'signingIn' });
  useEffect(() => {
    signInOnce(platform).then(
      (keycloak) => setSignIn({ status: 'signedIn', keycloak }),
      (error: unknown) => setSignIn({ status: 'failed', message: String(error) }),
    );
  }, [platform]);
  switch (signIn.status) {
    case 'signingIn':
      return <Spinner label="Signing in" />;
    case 'failed':
      return <ErrorState message={`Sign-in failed: ${signIn.message}`} />;
    case 'signedIn':
      return <Widgets platform={platform} keycloak={signIn.keycloak} />;
  }
}

function Widgets({ platform, keycloak }: { platform: string; keycloak: Keycloak }) {
  // Created once per app, outside render's reach: one API client, one hub connection.
  const [{ api, realtime }] = useState(() => {
    const token = async (forceRefresh = false) => {
      await keycloak.updateToken(forceRefresh ? -1 : 30);
      return keycloak.token!;
    };
    const api = createApiClient({
      baseUrl: `${platform}/api`,
      getAccessToken: ({ forceRefresh }) => token(forceRefresh),
      getTenantIdentifier: () => TENANT,
      onUnauthorized: () => void keycloak.login(),
    });
    const realtime = createRealtimeClient({
      connection: createHubConnection({
        hubUrl: `${platform}/hubs/events`,
        accessTokenFactory: () => token(),
      }),
      // The feed's first page over REST, through the API client (one tenant in this app).
      loadRecentEvents: loadRecentEventsFrom(() => api),
    });
    return { api, realtime };
  });
  return (
    <>
      <section aria-labelledby="tenants">
        <h2 id="tenants">Tenants</h2>
        <TenantPicker api={api} />
      </section>
      <RealtimeProvider client={realtime}>
        <section aria-labelledby="live">
          <h2 id="live">Live events at {TENANT}</h2>
          <LiveFeedOf tenant={TENANT} />
        </section>
      </RealtimeProvider>
    </>
  );
}

function TenantPicker({ api }: { api: ReturnType<typeof createApiClient> }) {
  const [tenant, setTenant] = useState<Tenant | undefined>();
  const source = usePagedSearch<Tenant>({
    fetchPage: async (term, page, signal) => {
      const result = await api.listTenants({ term, page, pageSize: 5 }, { signal });
      if (!result.ok) throw new Error(`GET /tenants: ${result.error.status}`);
      return result.data;
    },
  });
  return (
    <>
      <PagedPicker
        items="tenants"
        source={source}
        getKey={(each) => each.identifier}
        renderItem={(each) => each.name}
        onSelect={setTenant}
        selected={tenant}
      />
      <p>{tenant ? `Chosen: ${tenant.name}` : 'No tenant chosen.'}</p>
    </>
  );
}

function LiveFeedOf({ tenant }: { tenant: string }) {
  useTenantGroup(tenant);
  return (
    <>
      <LiveConnectionIndicator />
      <LiveFeed maxEventsInFeed={5} />
    </>
  );
}
