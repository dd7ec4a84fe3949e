/** What `createFakePlatform` is given, and the defaults for what it is not. */
import { DEFAULT_BASE_PATH, DEFAULT_NOW, DEFAULT_SEED } from './constants';
import { DEFAULT_CALLER, DEFAULT_ROLES, identityInToken, rolesInToken } from './roles';
import type { OutgoingMessage } from './notifier';
import type { CallerIdentity } from './roles';
import type { Scale } from './seed';

/** What `authorize` decides for one request. */
export type AuthorizeDecision = 'allow' | 'unauthorized' | 'forbidden';

/** What `authorize` is asked about. */
export interface AuthorizeRequest {
  /** The bearer token, or undefined when the request carries none. */
  token: string | undefined;
  /** The tenant named by `x-tenant-identifier` (known to exist). */
  tenant: string;
  request: Request;
}

export interface FakePlatformOptions {
  /** Seed of the data set; the same seed gives the same data. */
  seed?: number;
  /** How big the data set is, for performance work (for example `{ devicesPerTenant: 10_000 }`). */
  scale?: Scale;
  /**
   * The platform's clock: every seeded date lies before it. A fixed time (the default,
   * `DEFAULT_NOW`) moves one second per write, so runs are repeatable; a function is a live
   * clock (the sandbox: `() => new Date()`), read when seeding and at every write.
   */
  now?: string | Date | (() => Date);
  /** Where the API answers, for example `/api` (the default). */
  basePath?: string;
  /**
   * Decides whether a request may proceed: 401 for `unauthorized`, 403 for `forbidden`. The
   * sandbox checks tokens and user-to-tenant access here. By default any bearer token is allowed
   * and a request without one is 401.
   */
  authorize?: (request: AuthorizeRequest) => AuthorizeDecision | Promise<AuthorizeDecision>;
  /**
   * The caller's realm roles, checked against the roles table of `@hygiene/api-client` before any
   * handler runs (403 naming the missing role; docs/ROLES.md). The sandbox passes the roles of the
   * token it verified. By default the roles a JWT-shaped bearer token states in
   * `realm_access.roles` (unverified; see `fakeAccessToken`), and for any other token
   * `administrator`, who may do everything.
   */
  rolesOf?: (request: AuthorizeRequest) => readonly string[] | Promise<readonly string[]>;
  /**
   * Who the caller is: a comment's author, and whose comment it may edit (issue 46). The sandbox
   * passes the user of the token it verified. By default the `sub` (else `preferred_username`) of
   * a JWT-shaped bearer token, and for any other token the administrator `DEFAULT_CALLER`.
   */
  callerOf?: (request: AuthorizeRequest) => CallerIdentity | Promise<CallerIdentity>;
  /**
   * Origins that may call the API from a browser on another origin (the sandbox serving the
   * host from another port). Preflight requests are answered before any tenant check. Off by
   * default: under MSW the page and the API share an origin.
   */
  corsOrigins?: string[];
  /**
   * Where the notifier's messages go (issue 50): the sandbox sends them by e-mail and web push.
   * Without it they are only answered by `advance()`.
   */
  onMessage?: (message: OutgoingMessage) => void;
  /** The VAPID public key browsers subscribe to web push with; without it, no web push. */
  pushPublicKey?: string;
}

/** The options with every default filled in. */
export interface ResolvedOptions {
  seed: number;
  scale: Scale | undefined;
  /** The live clock when `now` is a function; without one, every write moves the clock a tick. */
  clock: (() => Date) | undefined;
  /** The clock to seed with (ISO), read at every seeding: a live clock's time then. */
  startAt: () => string;
  basePath: string;
  authorize: NonNullable<FakePlatformOptions['authorize']>;
  rolesOf: NonNullable<FakePlatformOptions['rolesOf']>;
  callerOf: NonNullable<FakePlatformOptions['callerOf']>;
  corsOrigins: string[] | undefined;
  onMessage: (message: OutgoingMessage) => void;
  pushPublicKey: string | null;
}

/** The options as given, with the defaults their documentation names. */
export function resolveOptions(options: FakePlatformOptions): ResolvedOptions {
  const clock = typeof options.now === 'function' ? options.now : undefined;
  const startAt = () =>
    clock
      ? clock().toISOString()
      : options.now === undefined
        ? DEFAULT_NOW
        : new Date(options.now as string | Date).toISOString();
  return {
    seed: options.seed ?? DEFAULT_SEED,
    scale: options.scale,
    clock,
    startAt,
    basePath: normaliseBasePath(options.basePath ?? DEFAULT_BASE_PATH),
    authorize: options.authorize ?? (({ token }) => (token ? 'allow' : 'unauthorized')),
    rolesOf: options.rolesOf ?? (({ token }) => rolesInToken(token) ?? DEFAULT_ROLES),
    callerOf: options.callerOf ?? (({ token }) => identityInToken(token) ?? DEFAULT_CALLER),
    corsOrigins: options.corsOrigins,
    onMessage: options.onMessage ?? (() => undefined),
    pushPublicKey: options.pushPublicKey ?? null,
  };
}

function normaliseBasePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
