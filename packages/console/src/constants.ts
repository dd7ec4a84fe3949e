/**
 * Limits of spec §9 that the screens own. Each constant lives here and nowhere else.
 */

/** Combined time and date use the Norwegian locale (spec §9). */
export const DATE_TIME_LOCALE = 'nb-NO';

/** Short month-and-day dates use the console's language. */
export const SHORT_DATE_LOCALE = 'en-GB';

/** Browser geolocation gives up after this long (nearest-tenant finder, spec §9). */
export const GEOLOCATION_TIMEOUT_MS = 15_000;
