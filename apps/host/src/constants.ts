/** Limits of spec §9 that the host owns. Each lives here and nowhere else. */

/** Tokens are refreshed when they would expire in under this many seconds. */
export const TOKEN_REFRESH_MARGIN_SECONDS = 30;

/** How often the partner gate looks for a partner id stored by another tab, in ms. */
export const PARTNER_POLL_INTERVAL_MS = 100;

// Sign-in state entries expire after 1 hour (spec §9): keycloak-js does that itself for its
// `kc-callback-*` entries (`expires: Date.now() + 60 * 60 * 1000`) and offers no setting for it,
// so no constant here.

/**
 * Identity session check interval, in seconds (spec §9: 5 s). The check iframe itself is
 * disabled (spec §7), so this only takes effect if it is ever turned on; it is set explicitly so
 * that the spec's value, not keycloak-js's default, applies then.
 */
export const IDENTITY_SESSION_CHECK_INTERVAL_SECONDS = 5;

/** How long keycloak-js waits for a message from the identity provider's frames (spec §9). */
export const IDENTITY_MESSAGE_TIMEOUT_MS = 10_000;

/**
 * How long the check of a partner name waits for the identity provider before it lets the name
 * through (sign-in then tells what is wrong): the gate and the start-up must not hang on it.
 */
export const PARTNER_CHECK_TIMEOUT_MS = 5_000;

/** A lazily loaded screen that has not arrived after this long counts as failed. */
export const SCRIPT_CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Storage keys (spec §9). */
export const STORAGE_KEYS = {
  /** localStorage: the partner id chosen at the gate. */
  partnerId: 'partner-id',
  /**
   * sessionStorage: the partner id the identity provider was found to know in this tab, so a
   * start-up (a reload, the return from sign-in) does not ask it again (not a key of the spec).
   */
  partnerChecked: 'partner-checked',
  /** sessionStorage: the current tenant. */
  tenant: 'tenant',
  /** localStorage: light, dark or follow the system (a preference, not a secret). */
  theme: 'theme',
  /** localStorage: English or Bokmål, when chosen over the browser's (a preference, not a secret). */
  language: 'language',
} as const;

/** The first path segment that is not a tenant but the devices prefix (spec §2). */
export const DEVICES_PREFIX = 'devices';
