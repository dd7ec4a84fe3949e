import * as v from 'valibot';

/**
 * The deployment contract: what a platform tells the console about itself, written once and
 * used by both sides (the host reads it, the sandbox and every real deployment serve it).
 */

/** The identity provider's client id of the console (spec §6). */
export const IDENTITY_CLIENT_ID = 'admin-frontend';

const notEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
const hexColour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0082fc'));

/**
 * The runtime configuration (`/config.json` beside index.html; spec §1/§9; apps/host/README.md):
 * one build serves every environment, and this file tells it where it runs. A strict object:
 * a misspelt field is an error, not silently ignored. URLs may be relative to the page.
 */
export const runtimeConfigSchema = v.strictObject({
  /** Name of the environment: 'production' shows nothing; others are appended to the title. */
  environment: notEmpty,
  /** Base URL of the platform's REST API. */
  apiUrl: notEmpty,
  /** URL of the real-time hub. */
  hubUrl: notEmpty,
  identity: v.strictObject({
    /** Base URL of the identity provider (Keycloak layout: {url}/realms/{realm}/...). */
    url: notEmpty,
    /** Realm used when the address names no partner. */
    defaultRealm: notEmpty,
  }),
  /** The service tenant: the one used for maintenance and installation planning. */
  serviceTenantIdentifier: notEmpty,
  /**
   * Spec §9: the configured default tenant identifier (a brand's, so configured, not built in).
   * The partner gate offers it when the address names no partner.
   */
  defaultTenantIdentifier: v.optional(notEmpty),
  /**
   * Spec §9: the domain cookies are scoped to. Left out, the host derives it from the page's
   * host: the host with the first label dropped when it has more than two labels.
   */
  cookieDomain: v.optional(notEmpty),
  /**
   * Spec §9: the product's domain of screen users' emails (`screen{N}@{domain}`). Optional: a
   * deployment without screen users leaves it out, and the 'Add a screen user' page then reads
   * the domain off the tenant's highest screen user (none yet: the spec's error state).
   */
  screenUserDomain: v.optional(notEmpty),
  /**
   * How long the install wizard waits for the pressed dispenser's first event before it offers
   * to finish as 'installed, not verified' (issue 51), in seconds; 120 when left out. A site
   * whose dispensers reach the network slowly may wait longer.
   */
  installVerificationTimeoutSeconds: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1, 'must be at least 1'), v.maxValue(3600)),
  ),
  /** Event types the live feed can be filtered by. */
  filterableEvents: v.optional(v.array(notEmpty), () => []),
  /** Colours for event types beyond the built-in ones (Bluetooth, State). */
  eventColors: v.optional(v.record(v.string(), hexColour), () => ({})),
});

/** A valid configuration, as the console uses it. */
export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;
/** A configuration as a platform writes it (optional fields may be left out). */
export type RuntimeConfigInput = v.InferInput<typeof runtimeConfigSchema>;
