/** `/config.json`: the host app's runtime config, pointing it at this sandbox's origin. */
import {
  API_BASE_PATH,
  CLIENT_ID,
  DEFAULT_REALM,
  DEFAULT_TENANT_IDENTIFIER,
  ENVIRONMENT_NAME,
  EVENT_COLOURS,
  FILTERABLE_EVENTS,
  HUB_PATH,
} from './constants.ts';

export interface RuntimeConfig {
  apiUrl: string;
  hubUrl: string;
  identity: { url: string; realm: string; clientId: string };
  serviceTenantIdentifier: string;
  defaultTenantIdentifier: string;
  environmentName: string;
  filterableEvents: string[];
  eventColours: Record<string, string>;
}

export function runtimeConfig(origin: string, serviceTenantIdentifier: string): RuntimeConfig {
  return {
    apiUrl: `${origin}${API_BASE_PATH}`,
    hubUrl: `${origin}${HUB_PATH}`,
    identity: { url: origin, realm: DEFAULT_REALM, clientId: CLIENT_ID },
    serviceTenantIdentifier,
    defaultTenantIdentifier: DEFAULT_TENANT_IDENTIFIER,
    environmentName: ENVIRONMENT_NAME,
    filterableEvents: [...FILTERABLE_EVENTS],
    eventColours: { ...EVENT_COLOURS },
  };
}
