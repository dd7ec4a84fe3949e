/**
 * `/config.json`: the host app's runtime config, pointing it at this sandbox's origin. The
 * shape is the host's `runtimeConfigSchema` (apps/host/src/config/runtimeConfig.ts), a strict
 * object: no field more, none less.
 */
import {
  API_BASE_PATH,
  DEFAULT_REALM,
  DEFAULT_TENANT_IDENTIFIER,
  ENVIRONMENT_NAME,
  EVENT_COLOURS,
  FILTERABLE_EVENTS,
  HUB_PATH,
} from './constants.ts';

export interface RuntimeConfig {
  /** Not 'production', so the page title says SANDBOX. */
  environment: string;
  apiUrl: string;
  hubUrl: string;
  /** Keycloak layout: `{url}/realms/{realm}`; the client id is the host's own (admin-frontend). */
  identity: { url: string; defaultRealm: string };
  serviceTenantIdentifier: string;
  defaultTenantIdentifier: string;
  filterableEvents: string[];
  eventColors: Record<string, string>;
}

export function runtimeConfig(origin: string, serviceTenantIdentifier: string): RuntimeConfig {
  return {
    environment: ENVIRONMENT_NAME,
    apiUrl: `${origin}${API_BASE_PATH}`,
    hubUrl: `${origin}${HUB_PATH}`,
    identity: { url: origin, defaultRealm: DEFAULT_REALM },
    serviceTenantIdentifier,
    defaultTenantIdentifier: DEFAULT_TENANT_IDENTIFIER,
    filterableEvents: [...FILTERABLE_EVENTS],
    eventColors: { ...EVENT_COLOURS },
  };
}
