/**
 * The numbers of spec §9 (and §4) that the realtime package owns, in one place. Nothing else in
 * the package writes these values as bare numbers.
 */

/** Default number of events in the live feed (spec §9: "Default feed size 10 events"). */
export const DEFAULT_MAX_EVENTS_IN_FEED = 10;

/** An event is live while its timestamp is under this many milliseconds old (spec §4, §9). */
export const LIVE_EVENT_RECENCY_MS = 25_000;

/**
 * Delays before each automatic reconnect attempt: 0, 2 s, 10 s, 30 s, then stop (spec §9).
 * SignalR stops reconnecting after the last entry and closes the connection.
 */
export const RECONNECT_DELAYS_MS: readonly number[] = [0, 2_000, 10_000, 30_000];

/**
 * Negotiate redirect limit (spec §9). @microsoft/signalr 10 enforces exactly this value
 * internally (`MAX_REDIRECTS`); it has no option, so the constant documents the expectation.
 */
export const NEGOTIATE_REDIRECT_LIMIT = 100;

/** Fixed colours of spec §9. */
export const BLUETOOTH_EVENT_COLOR = '#0082fc';
export const STATE_EVENT_COLOR = '#f57600';

/**
 * Generated event colours reach at least this contrast against the theme surface: WCAG 1.4.11
 * asks 3:1 for graphical objects such as the feed's colour dot.
 */
export const MIN_EVENT_COLOR_CONTRAST = 3;

/**
 * The largest feed the console offers: GET /device-events refuses a `pageSize` above 1,000, so
 * a bigger feed could never be filled from the REST page.
 */
export const MAX_EVENTS_IN_FEED = 1_000;

/**
 * After SignalR's reconnect delays ran out (or the first start failed), the client keeps trying
 * on its own, every 30 to 60 s: a random delay in this range, so a hub that comes back is not
 * hit by every browser in the same second. An `online` event, the tab becoming visible or the
 * indicator's 'Retry' try at once.
 */
export const RECOVERY_DELAY_MIN_MS = 30_000;
export const RECOVERY_DELAY_MAX_MS = 60_000;

// The hub's method names and protocol timings are its contract with the server, so they live in
// @hygiene/api-client beside the REST contract; re-exported here for this package's users.
// @microsoft/signalr 10 fixes each long-poll request at LONG_POLL_TIMEOUT_MS and uses
// `IHttpConnectionOptions.timeout` for the other HTTP requests, which we set to it explicitly.
export {
  HUB_CLIENT_METHODS,
  HUB_SERVER_METHODS,
  KEEP_ALIVE_INTERVAL_MS,
  LONG_POLL_TIMEOUT_MS,
  SERVER_TIMEOUT_MS,
} from '@hygiene/api-client';
