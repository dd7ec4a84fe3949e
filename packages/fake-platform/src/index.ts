/**
 * @hygiene/fake-platform: a stateful fake of the hygiene platform on the contract of
 * `@hygiene/api-client`, for stories (MSW), tests and the sandbox.
 */
export { SNAPSHOT_VERSION, createFakePlatform } from './platform';

// The one rule for finding the tenants a request names (path, query, body), shared with the
// sandbox's gateway so both layers read a request the same way. A malformed percent-encoding
// in the path is thrown as `BadRequest`.
export { tenantsInBody, tenantsInPath, tenantsInQuery } from './tenancy';
export type { NamedTenant } from './tenancy';
// Bodies are read as the contract's call takes them (415 under another label), by both layers.
export { contractCallOf, mediaTypeOf, readRequestBody, tenantsOfBody } from './requestBody';
export type { RequestBody } from './requestBody';
export { BadRequest } from './problem';
export { createRandom } from './random';
export type { Random } from './random';
// The roles table (`@hygiene/api-client`) is enforced before any handler runs; a story or test
// calls as another role than administrator with such a token (or the `rolesOf` option).
export { fakeAccessToken } from './roles';
export type {
  AuthorizeDecision,
  AuthorizeRequest,
  EventInput,
  FailureRule,
  FakePlatform,
  FakePlatformOptions,
  FakePlatformStoryParameters,
  OutgoingMessage,
  PlatformSnapshot,
  TenantInfo,
} from './platform';
export type { Scale } from './seed';
export type { PlatformState } from './model';

export { createOverrides, mswHandlers, override } from './msw';
export type { BaseUrlOption, Overrides } from './msw';

export {
  DEFAULT_BASE_PATH,
  DEFAULT_NOW,
  DEFAULT_SEED,
  DEMO_TENANT,
  FAILING_SERIAL_NUMBER,
  SCREEN_USER_DOMAIN,
  SERVICE_TENANT,
} from './constants';
