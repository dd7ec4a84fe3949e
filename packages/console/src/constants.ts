/**
 * Limits of spec §9 that the screens own. Each constant lives here and nowhere else.
 */

/** Combined time and date use the Norwegian locale (spec §9). */
export const DATE_TIME_LOCALE = 'nb-NO';

/** Short month-and-day dates use the console's language. */
export const SHORT_DATE_LOCALE = 'en-GB';

/** Browser geolocation gives up after this long (nearest-tenant finder, spec §9). */
export const GEOLOCATION_TIMEOUT_MS = 15_000;

/**
 * How many recent live events the device page keeps before filtering them to its device. The
 * feed is shared by every device of the tenant, so it looks further back than the dashboard.
 */
export const DEVICE_LIVE_FEED_SIZE = 50;

/** Events per page in a device's event history. */
export const DEVICE_EVENTS_PAGE_SIZE = 10;

/**
 * The platform has no battery filter, so the fleet summary reads one page of this many devices
 * (the fake platform's and the contract's page-size maximum) and counts the low ones in it.
 */
export const LOW_BATTERY_SCAN_SIZE = 1000;

/** Options lists of the device filter (sections, floors, room types, tenants) in one request. */
export const FILTER_OPTIONS_PAGE_SIZE = 100;

/** The query flag of the device entry page that lets it switch to the device's tenant. */
export const INTERNAL_FLAG = 'internal';

/** Power sources a device can be switched between: the contract's `PowerSource`. */
export { POWER_SOURCES } from '@hygiene/api-client';

/** Spec §9: the provision result lives in session storage under this one fixed key. */
export const PROVISION_RESULT_STORAGE_KEY = 'provision-result';
/** Spec §9: after the service time end (rounded up to the minute), wait this long, then leave. */
export const SERVICE_TIME_GRACE_MS = 5_000;
/** Spec §9: maintenance sessions at least this many days old always show a date header. */
export const SESSION_DATE_HEADER_DAYS = 7;
/**
 * How often an open tab asks again whether maintenance still runs (besides on focus and when
 * another tab announces a change), so the indicator follows the platform, not a timer alone.
 */
export const MAINTENANCE_STATUS_POLL_MS = 30_000;
/** Durations offered when starting maintenance, in minutes, shortest first. */
export const MAINTENANCE_DURATIONS_MIN = [30, 60, 120, 240, 480] as const;

/** The duration chosen until another is (one of `MAINTENANCE_DURATIONS_MIN`). */
export const MAINTENANCE_DEFAULT_DURATION_MIN = 60;
/** Tenants offered when starting maintenance, in one request. */
export const MAINTENANCE_TENANT_OPTIONS_SIZE = 100;
/** The BroadcastChannel on which tabs tell each other that maintenance started or ended. */
export const MAINTENANCE_CHANNEL = 'hygiene-console-maintenance';
/** The 'User successfully updated.' banner shows this long before the parent is told (spec §4, §9). */
export const USER_UPDATE_BANNER_MS = 3_000;

/** Groups and sections offered by the user forms, read in one request each. */
export const USER_OPTIONS_PAGE_SIZE = 100;

/** Length of a generated screen-user password (about 116 bits from 57 symbols). */
export const GENERATED_PASSWORD_LENGTH = 20;
/**
 * The install wizard's steps, 0 to 8: spec §9's eight, and 'Press the dispenser' after 'Mount on
 * wall' (issue 51: the device shows it works before the installation is confirmed).
 */
export const INSTALL_STEP_COUNT = 9;

/** The floor-plan save banner hides after this long (spec §4, §9). */
export const FLOOR_PLAN_BANNER_MS = 4_000;

/**
 * A floor plan shows every device of its floor or room: one page of this many (the platform's
 * page-size maximum).
 */
export const LOCATION_DEVICES_PAGE_SIZE = 1000;

/**
 * How many recent live events the floor plan's status board looks at per update. Events arrive
 * in batches once a frame; at 100 events a second this is two seconds of them, so none is missed.
 */
export const LIVE_STATUS_FEED_SIZE = 200;

/**
 * The floor plan repaints live statuses at most this often: hundreds of devices at 100 events a
 * second would otherwise repaint every frame (see `./dev bench:floor-plan`).
 */
export const LIVE_STATUS_PUBLISH_MS = 250;

/** Devices per page of the attention worklist: a floor's round on one page, cards on a phone. */
export const ATTENTION_PAGE_SIZE = 20;
/**
 * How often the worklist and its counts are asked for again while shown: a device goes offline by
 * time alone, without an event to say so.
 */
export const ATTENTION_REFRESH_MS = 60_000;
/**
 * After a live event that can change the worklist (a level, motor or battery report), the
 * worklist is asked for again after this pause: a burst of events costs one request.
 */
export const ATTENTION_LIVE_REFRESH_MS = 1_000;
/** Live events the worklist watches for changes (the newest are enough: each one triggers). */
export const ATTENTION_LIVE_FEED_SIZE = 50;
/** The CSV export reads the worklist in pages of this many (the platform's page-size maximum). */
export const ATTENTION_EXPORT_PAGE_SIZE = 1000;
/** The CSV export stops after this many pages (10,000 devices): a route nobody walks in a day. */
export const ATTENTION_EXPORT_MAX_PAGES = 10;
