import { createApiClient, type ApiClient, type ApiClientOptions } from '@hygiene/api-client';
import { atom } from 'jotai';

/** The tenant the console works in. The host writes it from the address; stories set it. */
export interface CurrentTenant {
  identifier: string;
  name: string;
  realm: string;
}

/** How to reach the platform, minus the tenant: the host writes it once after sign-in. */
export type ApiConnection = Omit<ApiClientOptions, 'getTenantIdentifier'>;

/** What the screens need from the runtime configuration. */
export interface ConsoleConfig {
  serviceTenantIdentifier: string;
  filterableEvents: readonly string[];
  eventColors: Readonly<Record<string, string>>;
  /**
   * The product's domain for screen users' emails (`screen{N}@domain`, spec §9). Optional: without
   * it the domain is read off the newest screen user's email; it is needed only for a tenant that
   * has no users yet.
   */
  screenUserDomain?: string;
  /**
   * The host's service worker (issue 50: it shows web push messages), registered by the console
   * when a person turns push on, and at each start of a browser that has it on. Optional:
   * without it push is not offered.
   */
  serviceWorkerUrl?: string;
  /**
   * How long the install wizard waits for the pressed dispenser's first event before it offers
   * to finish as 'installed, not verified' (issue 51); `INSTALL_VERIFY_TIMEOUT_MS` when left out.
   */
  installVerificationTimeoutMs?: number;
}

export const currentTenantAtom = atom<CurrentTenant | null>(null);

/**
 * The signed-in user's realm roles (the token's `realm_access.roles`, spec §6: "The provider's
 * realm and resource roles can be queried"). The host writes them after sign-in and again when a
 * refreshed token carries other roles; stories set them. What a role may do is the roles table of
 * `@hygiene/api-client`; roles it does not know allow nothing, and so does none at all.
 */
export const rolesAtom = atom<readonly string[]>([]);
export const apiConnectionAtom = atom<ApiConnection | null>(null);
export const consoleConfigAtom = atom<ConsoleConfig>({
  serviceTenantIdentifier: '',
  filterableEvents: [],
  eventColors: {},
});

/** A client whose every request carries `tenantIdentifier` (the only way the console makes one). */
export function createTenantClient(connection: ApiConnection, tenantIdentifier: string): ApiClient {
  return createApiClient({ ...connection, getTenantIdentifier: () => tenantIdentifier });
}

/**
 * One client per tenant, bound to it: every request it sends carries that tenant's header, so a
 * request can never go out under a tenant other than the one in its query key, even while the
 * user is switching tenant.
 */
export const apiClientAtom = atom<ApiClient | null>((get) => {
  const tenant = get(currentTenantAtom);
  const connection = get(apiConnectionAtom);
  if (!tenant || !connection) return null;
  return createTenantClient(connection, tenant.identifier);
});

/**
 * Where this console runs, for the on-prem page: the runtime configuration's addresses and
 * environment, and the build's version. The host writes it once at start; stories set it.
 */
export interface Deployment {
  environment: string;
  apiUrl: string;
  hubUrl: string;
  identityUrl: string;
  realm: string;
  version: string;
}

export const deploymentAtom = atom<Deployment | null>(null);
