/**
 * The fake platform's constants in one place. Paging defaults and the tenant header are the
 * contract's (spec §9), imported from `@hygiene/api-client` rather than written again.
 */
export { PAGING, TENANT_HEADER } from '@hygiene/api-client';

/** The quotas (issue 27): the contract's, so the platform and the console share one number. */
export {
  COMMENT_MAX_LENGTH,
  FLOOR_PLAN_MAX_ENTRIES,
  IMAGE_MAX_BYTES,
  INSTALLATION_IMAGES_MAX,
  SERIAL_NUMBER_MAX_LENGTH,
  SERIAL_NUMBER_PATTERN,
} from '@hygiene/api-client';

/**
 * A device silent for longer than this is critically offline, whatever the tenant's offline
 * threshold: after a day nobody knows whether it has served anyone, so it is not a warning to
 * look at later (the contract's `AttentionSeverity`).
 */
export const OFFLINE_CRITICAL_AFTER_MINUTES = 24 * 60;

/** Where the platform answers when nothing else is said: `createFakePlatform({ basePath })`. */
export const DEFAULT_BASE_PATH = '/api';

/** The seed of the default data set: the same data every run. */
export const DEFAULT_SEED = 20261116;

/**
 * The platform's clock when none is given, so every date in the seed is stable. Writes after
 * that advance the clock by {@link CLOCK_TICK_MS} each, so their order is stable too.
 */
export const DEFAULT_NOW = '2026-11-16T09:30:00.000Z';

/** How far the clock moves per write. */
export const CLOCK_TICK_MS = 1000;

/**
 * How deep a JSON body may nest arrays and objects: far above any body of the contract (a
 * device update's `location.tenant.identifier` is 3, a floor plan's shapes about 5), far below
 * what overflows a recursive reader (the tenant check, the store's save).
 */
export const MAX_JSON_DEPTH = 32;

/** The largest page a caller may ask for (the live feed asks for its feed size). */
export const MAX_PAGE_SIZE = 1000;

/** The service tenant: maintenance and installation planning (spec §1). */
export const SERVICE_TENANT = 'service';

/** The partner tenant whose identifier, name and realm are all equal; the richest data. */
export const DEMO_TENANT = 'demo';

/** The domain of screen users' emails: `screen{N}@SCREEN_USER_DOMAIN` (spec §9). */
export const SCREEN_USER_DOMAIN = 'screens.hygiene.example';

/** The domain of other seeded users' emails, per tenant: `first.last@{tenant}.example`. */
export const USER_EMAIL_DOMAIN_SUFFIX = '.example';

/**
 * A seeded device whose installation calls always fail with 500: creating an installation for
 * it, or completing its installation. The e2e tests reach the spec's 500 path through it.
 */
export const FAILING_SERIAL_NUMBER = 'HDP2-99500';

/** How many devices each customer tenant gets in the default seed (the demo tenant most). */
export const SEED_DEVICE_COUNTS = { demo: 60, customer: 16, service: 14 } as const;

/**
 * Resolved cases kept per tenant when the history is trimmed (`trimEvents`, the sandbox's save):
 * the newest, enough for months of time to act, and a snapshot that stays a few megabytes.
 */
export const RESOLVED_CASES_KEPT_PER_TENANT = 5_000;
