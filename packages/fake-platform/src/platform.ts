/**
 * The fake platform: one Hono app (fetch-standard, so the same handlers run under MSW in the
 * browser, in Node tests and behind the sandbox's HTTP server) over an in-memory state.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';

import type { Device, DeviceEvent, EventType, ServiceTenant, Tenant } from '@hygiene/api-client';

import { DEFAULT_BASE_PATH, DEFAULT_NOW, DEFAULT_SEED, TENANT_HEADER } from './constants';
import type { Core, Env } from './context';
import { scopeOver, tick } from './context';
import { messages } from './messages';
import type { EventRecord, PlatformState } from './model';
import { problemFor, problemResponse } from './problem';
import { createRandom } from './random';
import { deviceRoutes } from './routes/devices';
import { eventRoutes } from './routes/events';
import { installationRoutes } from './routes/installations';
import { locationRoutes } from './routes/locations';
import { sessionRoutes } from './routes/sessions';
import { tenantRoutes } from './routes/tenants';
import { userRoutes } from './routes/users';
import { healthAfter } from './attention';
import { attentionRoutes } from './routes/attention';
import { generateState, makeEvent } from './seed';
import type { Scale } from './seed';
import { createPathMatcher } from './paths';
import { createIndexes, createViews } from './views';
import { contractCallOf, readRequestBody, tenantsOfBody } from './requestBody';
import { decodePathSegments, isReadMethod, tenantsInPath, tenantsInQuery } from './tenancy';
import {
  DEFAULT_CALLER,
  DEFAULT_ROLES,
  identityInToken,
  permissionOfCall,
  roleRefusal,
  rolesInToken,
  type CallerIdentity,
} from './roles';

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
}

/** A failure to answer instead of the real handler: see {@link FakePlatform.failNext}. */
export interface FailureRule {
  /** HTTP method; any when omitted. */
  method?: string;
  /** Path template of the contract, `{id}` or `:id` style, below the base path; any when omitted. */
  path?: string;
  /** The status to answer (default 500). */
  status?: number;
  /** How many matching requests fail (default 1). */
  times?: number;
}

/** A tenant with its kind. */
export type TenantInfo = Tenant & { kind: 'service' | 'customer' };

/** An event for {@link FakePlatform.recordEvent}; fields left out are made up (seeded). */
export interface EventInput {
  deviceId: string;
  eventType: EventType;
  event?: string;
  /** ISO time; the platform's clock by default. */
  timestamp?: string;
  /** ISO time; the platform's clock by default. */
  receivedOnServer?: string | null;
  source?: string | null;
  /** Type-specific data; made up for the event's type when omitted. */
  bluetooth?: DeviceEvent['bluetooth'];
  transaction?: DeviceEvent['transaction'];
  counter?: DeviceEvent['counter'];
  /** A battery level the device reports; it becomes the device's `batteries.level`. */
  battery?: DeviceEvent['battery'];
}

/**
 * What a story may set as `parameters.fakePlatform`: Storybook's preview resets the platform
 * before each story and then calls `setup` with it.
 *
 * @example
 * parameters: { fakePlatform: { setup: (platform) => platform.load(snapshotWithNoDevices) } }
 */
export interface FakePlatformStoryParameters {
  setup?: (platform: FakePlatform) => void;
}

/**
 * The shape of `PlatformState` a snapshot holds. 2: devices keep what they reported (`health`) and
 * tenants their attention thresholds; 3: `health` keeps how the battery fell (`batteryFalls`) in
 * place of when it was last read. An older snapshot is refused (the sandbox seeds again and keeps
 * the old document aside).
 */
export const SNAPSHOT_VERSION = 3;

/** Everything the platform holds, to store and load again (`snapshot()`, `load()`). */
export interface PlatformSnapshot {
  version: typeof SNAPSHOT_VERSION;
  state: PlatformState;
}

type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** A running fake platform. */
export interface FakePlatform {
  /** The path the API answers under, for example `/api`. */
  readonly basePath: string;
  /** The handler: a fetch-style function, Request in, Response out. Never rejects. */
  fetch(request: Request): Promise<Response>;
  /** The live state, read-only (for assertions). Change it through requests or `load`. */
  readonly state: DeepReadonly<PlatformState>;
  /** Back to the seeded data (same seed, scale and clock as created with). */
  reset(): void;
  /** A deep copy of the whole state. */
  snapshot(): PlatformSnapshot;
  /** Replaces the whole state with a snapshot (a deep copy of it). */
  load(snapshot: PlatformSnapshot): void;
  /**
   * Changes the state outside a request (a story's or a test's setup): `change` edits a copy,
   * which then replaces the state as `load` does.
   */
  edit(change: (state: PlatformState) => void): void;
  /**
   * Maintenance on `tenant`, as a story or test sets it up: the service tenant's window ends at
   * `until` and a session on `tenant` was started at `started` (default: a minute before now by
   * the caller's clock, which is the one a console counts the end with).
   */
  startMaintenance(tenant: string, until: Date, started?: Date): void;
  /** Every tenant, the service tenant first. */
  tenants(): TenantInfo[];
  /** The service tenant with its service time end. */
  serviceTenant(): ServiceTenant;
  /** The devices at `tenant` that are switched on (for simulated dispensers). */
  onlineDevices(tenant: string): Device[];
  /**
   * Records an event of a device at `tenant` (newest first in the event lists) and answers it
   * in the contract's shape, ready to push over the hub. Throws if the device is not there.
   */
  recordEvent(tenant: string, event: EventInput): DeviceEvent;
  /** Makes the next matching request(s) fail with `status` (default 500) before any handler runs. */
  failNext(rule?: FailureRule): void;
  /**
   * Keeps the newest `perTenant` events of each tenant and drops the rest, in place: the state
   * object and every record stay the same objects, so a request in flight keeps writing into
   * the live state (unlike `load()`, which replaces it). Answers how many events went.
   */
  trimEvents(perTenant: number): number;
}

/**
 * Creates a fake platform with seeded data.
 *
 * @example
 * const platform = createFakePlatform();
 * const api = createApiClient({
 *   baseUrl: 'http://fake/api',
 *   fetch: platform.fetch,
 *   getAccessToken: () => 'token',
 *   getTenantIdentifier: () => 'demo',
 * });
 */
export function createFakePlatform(options: FakePlatformOptions = {}): FakePlatform {
  const seed = options.seed ?? DEFAULT_SEED;
  const clock = typeof options.now === 'function' ? options.now : undefined;
  const startAt = () =>
    clock
      ? clock().toISOString()
      : options.now === undefined
        ? DEFAULT_NOW
        : new Date(options.now as string | Date).toISOString();
  const basePath = normaliseBasePath(options.basePath ?? DEFAULT_BASE_PATH);
  const authorize = options.authorize ?? (({ token }) => (token ? 'allow' : 'unauthorized'));
  const rolesOf = options.rolesOf ?? (({ token }) => rolesInToken(token) ?? DEFAULT_ROLES);
  const callerOf = options.callerOf ?? (({ token }) => identityInToken(token) ?? DEFAULT_CALLER);

  const seeded = () => generateState({ seed, now: startAt(), scale: options.scale });
  const initial = seeded();
  const core: Core = { state: initial, random: createRandom(initial.randomState), clock };
  const use = (state: PlatformState) => {
    core.state = state;
    core.random = createRandom(state.randomState);
  };
  const edit = (change: (state: PlatformState) => void) => {
    const state = structuredClone(core.state);
    change(state);
    use(state);
  };

  const app = new Hono<Env>().basePath(basePath);
  app.onError((error) => problemFor(error));
  app.notFound((c) =>
    problemResponse({
      status: 404,
      title: messages.notFoundTitle,
      detail: messages.routeNotFound(c.req.method, new URL(c.req.url).pathname),
    }),
  );
  if (options.corsOrigins) {
    app.use(
      '*',
      cors({
        origin: options.corsOrigins,
        allowHeaders: ['authorization', 'content-type', TENANT_HEADER],
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        credentials: true,
      }),
    );
  }
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    const relativePath = url.pathname.slice(basePath.length) || '/';
    // A malformed percent-encoding is 400 before anything reads the path.
    decodePathSegments(relativePath);
    const identifier = c.req.header(TENANT_HEADER);
    if (!identifier) {
      return problemResponse({
        status: 400,
        title: messages.badRequestTitle,
        detail: messages.tenantHeaderMissing(TENANT_HEADER),
        errors: { [TENANT_HEADER]: [messages.required] },
      });
    }
    const tenant = core.state.tenants.find((t) => t.identifier === identifier);
    if (!tenant) {
      return problemResponse({
        status: 400,
        title: messages.badRequestTitle,
        detail: messages.tenantUnknown(TENANT_HEADER, identifier),
        errors: { [TENANT_HEADER]: [messages.tenantUnknown(TENANT_HEADER, identifier)] },
      });
    }
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const decision = await authorize({ token, tenant: identifier, request: c.req.raw });
    if (decision === 'unauthorized') {
      return problemResponse({
        status: 401,
        title: messages.unauthorizedTitle,
        detail: messages.bearerMissing,
      });
    }
    if (decision === 'forbidden') {
      return problemResponse({
        status: 403,
        title: messages.forbiddenTitle,
        detail: messages.forbidden(identifier),
      });
    }
    const call = contractCallOf(c.req.method, relativePath);
    // Every route is a call of the contract: what matches none (however its path is spelt) is
    // answered here, so no handler runs without the role and body checks below.
    if (call === undefined) {
      return problemResponse({
        status: 404,
        title: messages.notFoundTitle,
        detail: messages.routeNotFound(c.req.method, relativePath),
      });
    }
    // The roles table: the call's area, read or write, for one of the caller's roles.
    const asked = { token, tenant: identifier, request: c.req.raw };
    const roles = await rolesOf(asked);
    const refusal = roleRefusal(roles, permissionOfCall(call));
    if (refusal) return problemResponse(refusal);
    c.set('caller', { ...(await callerOf(asked)), roles });
    // The body as its call takes it (415 under another label), so the checks below see what
    // the handler will parse.
    const body = await readRequestBody(c.req.raw, call);
    if (body.status === 'refused') return problemResponse(body.problem);
    // Every other tenant the request names (path, query, body), before any handler runs.
    const isWrite = !isReadMethod(c.req.method);
    const named = [...tenantsInPath(relativePath), ...tenantsInQuery(url), ...tenantsOfBody(body)];
    // Each tenant once, however many places name it.
    const checked = new Set([identifier]);
    for (const { place, identifier: other } of named) {
      if (checked.has(other)) continue;
      checked.add(other);
      const verdict = await authorize({ token, tenant: other, request: c.req.raw });
      if (verdict !== 'allow') {
        return problemResponse({
          status: verdict === 'unauthorized' ? 401 : 403,
          title: verdict === 'unauthorized' ? messages.unauthorizedTitle : messages.forbiddenTitle,
          detail: messages.forbidden(other),
        });
      }
      // A customer tenant writes only its own data; the service tenant plans for every tenant.
      const exists = core.state.tenants.some((t) => t.identifier === other);
      if (isWrite && tenant.kind !== 'service' && exists) {
        return problemResponse({
          status: 404,
          title: messages.notFoundTitle,
          detail: messages.otherTenantNamed(place, other),
        });
      }
    }
    c.set('scope', scopeOver(core, tenant));
    await next();
    // A handler that awaited while `load()` swapped the state, and did not take the current
    // scope after, wrote into an orphan: say so rather than answer success for a lost write.
    if (isWrite && c.var.scope.state !== core.state && c.res.status < 400) {
      c.res = problemResponse({
        status: 503,
        title: messages.serviceUnavailableTitle,
        detail: messages.stateReplaced,
      });
    }
    return undefined;
  });
  tenantRoutes(app);
  deviceRoutes(app);
  eventRoutes(app);
  installationRoutes(app);
  locationRoutes(app);
  userRoutes(app);
  sessionRoutes(app);
  attentionRoutes(app);

  const failures: (FailureRule & {
    matches: (method: string, path: string) => boolean;
    left: number;
  })[] = [];

  const platform: FakePlatform = {
    basePath,
    async fetch(request) {
      const path = new URL(request.url).pathname;
      const relative = path.startsWith(basePath) ? path.slice(basePath.length) || '/' : path;
      const failure = failures.find((f) => f.left > 0 && f.matches(request.method, relative));
      if (failure) {
        failure.left -= 1;
        if (failure.left === 0) failures.splice(failures.indexOf(failure), 1);
        return problemResponse({
          status: failure.status ?? 500,
          title: messages.serverErrorTitle,
          detail: messages.injectedFailure,
        });
      }
      try {
        return await app.fetch(request);
      } catch (error) {
        return problemFor(error);
      }
    },
    get state() {
      return core.state;
    },
    reset() {
      use(seeded());
      failures.length = 0;
    },
    snapshot() {
      return { version: SNAPSHOT_VERSION, state: structuredClone(core.state) };
    },
    load(snapshot) {
      if (snapshot.version !== SNAPSHOT_VERSION)
        throw new Error(`Unknown snapshot version ${String(snapshot.version)}`);
      use(structuredClone(snapshot.state));
    },
    edit,
    startMaintenance(tenant, until, started = new Date(Date.now() - 60_000)) {
      edit((state) => {
        for (const t of state.tenants) {
          if (t.kind === 'service') t.serviceTimeEnd = until.toISOString();
        }
        state.userSessions.unshift({
          id: `session-${tenant}-${started.getTime()}`,
          created: started.toISOString(),
          tenant,
          userId: state.userSessions[0]?.userId ?? '',
        });
      });
    },
    tenants() {
      return [...core.state.tenants]
        .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'service' ? -1 : 1))
        .map((t) => ({ identifier: t.identifier, name: t.name, realm: t.realm, kind: t.kind }));
    },
    serviceTenant() {
      const service = core.state.tenants.find((t) => t.kind === 'service');
      if (!service) throw new Error('The state has no service tenant');
      return createViews(createIndexes(core.state)).serviceTenant(service);
    },
    onlineDevices(tenant) {
      const views = createViews(createIndexes(core.state));
      return core.state.devices.filter((d) => d.tenant === tenant && d.isOn).map(views.device);
    },
    recordEvent(tenant, input) {
      const device = core.state.devices.find((d) => d.id === input.deviceId);
      if (!device || device.tenant !== tenant) {
        throw new Error(`No device ${input.deviceId} at tenant ${tenant}`);
      }
      const received = tick(core);
      const timestamp = input.timestamp ?? received;
      const made = makeEvent(
        core.random,
        core.state,
        device,
        input.eventType,
        Date.parse(timestamp),
      );
      core.state.randomState = core.random.state;
      const record: EventRecord = {
        ...made,
        event: input.event ?? made.event,
        receivedOnServer: input.receivedOnServer === undefined ? received : input.receivedOnServer,
        source: input.source === undefined ? made.source : input.source,
        bluetooth: input.bluetooth === undefined ? made.bluetooth : input.bluetooth,
        transaction: input.transaction === undefined ? made.transaction : input.transaction,
        counter: input.counter === undefined ? made.counter : input.counter,
        battery: input.battery === undefined ? made.battery : (input.battery ?? null),
      };
      core.state.events.unshift(record);
      device.isOn = true;
      device.onlineEventCount += 1;
      if (record.battery && device.batteries) device.batteries.level = record.battery.level;
      device.health = healthAfter(device.health, record);
      return createViews(createIndexes(core.state)).event(record);
    },
    trimEvents(perTenant) {
      const devices = new Map(core.state.devices.map((d) => [d.id, d.tenant]));
      const seen = new Map<string, number>();
      const events = core.state.events;
      let kept = 0;
      // Newest first: keep the first `perTenant` of each tenant, compacting the array in place.
      for (const event of events) {
        const tenant = devices.get(event.deviceId) ?? '';
        const count = (seen.get(tenant) ?? 0) + 1;
        seen.set(tenant, count);
        if (count <= perTenant) events[kept++] = event;
      }
      const dropped = events.length - kept;
      events.length = kept;
      return dropped;
    },
    failNext(rule = {}) {
      const matches = createPathMatcher(rule.method, rule.path);
      failures.push({ ...rule, matches, left: rule.times ?? 1 });
    },
  };
  return platform;
}

function normaliseBasePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
