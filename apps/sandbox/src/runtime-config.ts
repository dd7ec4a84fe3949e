/**
 * `/config.json`: the host app's runtime config, pointing it at this sandbox's origin, in the
 * shape of the deployment contract (`runtimeConfigSchema` of @hygiene/api-client), which the
 * host validates it against.
 */
import type { RuntimeConfigInput } from '@hygiene/api-client';

import {
  API_BASE_PATH,
  DEFAULT_REALM,
  ENVIRONMENT_NAME,
  EVENT_COLOURS,
  FILTERABLE_EVENTS,
  HUB_PATH,
  SCREEN_USER_DOMAIN,
} from './constants.ts';

export type RuntimeConfig = RuntimeConfigInput;

export function runtimeConfig(
  origin: string,
  serviceTenantIdentifier: string,
  { installVerificationTimeoutSeconds }: { installVerificationTimeoutSeconds?: number } = {},
): RuntimeConfig {
  return {
    environment: ENVIRONMENT_NAME,
    apiUrl: `${origin}${API_BASE_PATH}`,
    hubUrl: `${origin}${HUB_PATH}`,
    identity: { url: origin, defaultRealm: DEFAULT_REALM },
    serviceTenantIdentifier,
    screenUserDomain: SCREEN_USER_DOMAIN,
    filterableEvents: [...FILTERABLE_EVENTS],
    eventColors: { ...EVENT_COLOURS },
    ...(installVerificationTimeoutSeconds === undefined
      ? {}
      : { installVerificationTimeoutSeconds }),
  };
}
