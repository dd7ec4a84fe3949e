/**
 * Every number and fixed name the sandbox relies on, in one place. Values that come from the
 * product spec (§9) say so.
 */
import { EVENT_TYPES } from '@hygiene/api-client';

/** Loopback only: the sandbox is a developer tool and must never be reachable from a network. */
export const LISTEN_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8080;
/**
 * How long the server keeps an idle kept-alive connection. Node's 5 s lost a race on a busy
 * 2-core machine: a test process stalled for seconds, then sent a request on a pooled socket in
 * the same turn as the server's idle timer closed it ('other side closed', a fresh-clone run of
 * provider.test.ts). Stalls of half a minute do not happen; it stays under Node's 60 s for a
 * request's headers.
 */
export const IDLE_CONNECTION_MS = 30_000;

/** The Vite dev server of the host app, allowed to call the API, the hub and the token endpoint. */
export const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'] as const;

/** Where the API, the hub and the identity provider live on the sandbox's origin. */
export const API_BASE_PATH = '/api';
export const HUB_PATH = '/hubs/events';
export const REALMS_PATH = '/realms';

/** The identity provider's only client (spec §6). */
export { IDENTITY_CLIENT_ID as CLIENT_ID } from '@hygiene/api-client';
/** The default realm, also the seed's partner tenant `demo`. */
export const DEFAULT_REALM = 'demo';
export const DEFAULT_TENANT_IDENTIFIER = 'demo';
export const ENVIRONMENT_NAME = 'sandbox';
/**
 * Spec §9: the product's domain of screen users' emails (`screen{N}@domain`), served in the
 * runtime config; the fake platform's seeded screen users carry the same one.
 */
export { SCREEN_USER_DOMAIN } from '@hygiene/fake-platform';

/** Token lifetimes, Keycloak's defaults. */
export const ACCESS_TOKEN_SECONDS = 5 * 60;
/** A refresh token lives as long as the session may stay idle. */
export const SESSION_IDLE_SECONDS = 30 * 60;
export const SESSION_MAX_SECONDS = 10 * 60 * 60;
/** An authorization code is exchanged right after the redirect; anything slower is a replay. */
export const AUTHORIZATION_CODE_SECONDS = 60;
/** A login form left open longer than this must be reloaded (spec §9: sign-in state, 1 hour). */
export const LOGIN_FORM_SECONDS = 60 * 60;
export const SIGNING_ALGORITHM = 'RS256';

/** Hub timings (spec §9: keep-alive 15 s, time-out 30 s), from the hub contract both sides share. */
export {
  KEEP_ALIVE_INTERVAL_MS as HUB_KEEP_ALIVE_MS,
  SERVER_TIMEOUT_MS as HUB_CLIENT_TIMEOUT_MS,
} from '@hygiene/api-client';
export const HUB_HANDSHAKE_TIMEOUT_MS = 15_000;
/** A negotiated connection token must be used for the socket within this time. */
export const HUB_NEGOTIATE_TTL_MS = 60_000;
/** On shutdown, how long clients get to answer the close handshake. */
export const HUB_CLOSE_GRACE_MS = 1000;
/** Negotiated connection tokens waiting for their socket, at most. */
export const HUB_MAX_PENDING_NEGOTIATIONS = 10_000;
/** SignalR's default maximum message size. */
export const HUB_MAX_MESSAGE_BYTES = 32 * 1024;
/**
 * A client that leaves more than this unread is told it fell behind and closed (it reconnects
 * and fetches what it missed); the server's memory stays bounded.
 */
export const HUB_MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * Hub connections one user may hold at once (open, or negotiated and not yet used): many tabs
 * and phones, and the 50-client bench, fit; a loop opening connections does not.
 */
export const HUB_MAX_CONNECTIONS_PER_USER = 100;
/**
 * How long a long poll waits for messages before it answers empty: under the client's fixed
 * 100 s poll time-out (spec §9: long-poll time-out 100 s), as ASP.NET Core's 90 s default is.
 */
export const HUB_LONG_POLL_MS = 90_000;
/** A closed long-polling connection still answers polls (204) this long, then 404. */
export const HUB_CLOSED_POLL_MEMORY_MS = 10_000;
/** How often every hub connection's access token is checked again. */
export const HUB_TOKEN_CHECK_MS = 15_000;

/** Request bodies (JSON and anything else, such as image uploads). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Sign-in forms, token requests and hub negotiation carry a few hundred bytes. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

/** Simulated dispensers: events per second over all tenants, unless configured. */
export const DEFAULT_EVENTS_PER_SECOND = 2;
export const SIMULATOR_TICK_MS = 50;
/**
 * Events kept per tenant in the platform's state; older ones are dropped when it is saved (the
 * live feed reads the newest page; a device's history pages go back this far).
 */
export const STORED_EVENTS_PER_TENANT = 1000;
/**
 * Simulated events save the platform's state at most this often (a snapshot is ~0.4 MB of
 * JSON); writes over the API save at once, and so does shutdown.
 */
export const PLATFORM_SAVE_DELAY_MS = 5000;

/** Event colours (spec §9): Bluetooth and State are fixed; the others are generated by the app. */
export const EVENT_COLOURS = { Bluetooth: '#0082fc', State: '#f57600' } as const;

/** The event names a user may filter the live feed by (spec §3): every type but the catch-alls. */
export const FILTERABLE_EVENTS = EVENT_TYPES.filter(
  (type) => type !== 'Summary' && type !== 'UknownEvent',
);

/** The data folder, git-ignored (`.data/`), relative to the repository root. */
export const DEFAULT_DATA_DIR = '.data/sandbox';

/** The most devices `--devices` seeds in the demo tenant (the worklist's benchmark uses 100,000). */
export const MAX_SEEDED_DEVICES = 200_000;

/**
 * How often time passes on the platform's clock on its own (issue 50): cases that time alone
 * opens (a device gone quiet) and the notifier's grouping, repeats and escalations.
 */
export const ADVANCE_EVERY_MS = 5000;
/** `POST /sandbox/clock` moves the clock 1 to this many minutes at a time (a day). */
export const MAX_CLOCK_ADVANCE_MINUTES = 24 * 60;

/**
 * The sandbox's own SMTP receiver (its inbox) for `./dev sandbox`, on 127.0.0.1. When it is taken
 * and was not asked for by name, a free port is used instead (the log says which).
 */
export const DEFAULT_SMTP_PORT = 2525;
/** Messages the inbox keeps in memory, newest first; older ones are dropped. */
export const INBOX_MESSAGES = 200;
/** The largest e-mail the receiver takes (a notification is a few KiB). */
export const MAX_MAIL_BYTES = 1024 * 1024;
/** Who the platform's e-mail comes from. */
export const MAIL_FROM = 'Hygiene console <notifications@sandbox.invalid>';

/** The VAPID subject: how a push service could reach whoever sends (spec: mailto: or https:). */
export const VAPID_SUBJECT = 'mailto:notifications@sandbox.invalid';
/** How long a push service keeps a message for a browser that is offline (seconds). */
export const PUSH_TTL_SECONDS = 3600;
/** How long a delivery to a push service or an SMTP server may take before it is given up. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The stand-in push service keeps this many subscriptions, and this many messages for each. */
export const PUSH_RECEIVER_SUBSCRIPTIONS = 100;
export const PUSH_RECEIVER_MESSAGES = 50;
