/**
 * The fake platform: one Hono app (fetch-standard, so the same handlers run under MSW in the
 * browser, in Node tests and behind the sandbox's HTTP server) over an in-memory state.
 *
 * Here the parts meet: the options (`platformOptions.ts`), the checks before any handler
 * (`requestGate.ts`), the routes (`routes/`), injected failures (`failureInjection.ts`) and the
 * event history outside requests (`eventHistory.ts`).
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';

import {
  isActiveInstallationStatus,
  type Device,
  type DeviceEvent,
  type ServiceTenant,
  type Tenant,
} from '@hygiene/api-client';

import { syncCases, syncDeviceCases, trimResolvedCases } from './cases';
import { RESOLVED_CASES_KEPT_PER_TENANT, TENANT_HEADER } from './constants';
import type { Core, Env } from './context';
import { recordDeviceEvent, trimEventHistory } from './eventHistory';
import type { EventInput } from './eventHistory';
import { createFailureInjection } from './failureInjection';
import { runNotifier } from './notifier';
import type { OutgoingMessage } from './notifier';
import type { FailureRule } from './failureInjection';
import { messages } from './messages';
import type { PlatformState } from './model';
import type { FakePlatformOptions } from './platformOptions';
import { resolveOptions } from './platformOptions';
import { problemFor, problemResponse } from './problem';
import { createRandom } from './random';
import { requestGate } from './requestGate';
import { attentionRoutes } from './routes/attention';
import { caseRoutes, callerPerson } from './routes/cases';
import { deviceRoutes } from './routes/devices';
import { eventRoutes } from './routes/events';
import { installationRoutes } from './routes/installations';
import { locationRoutes } from './routes/locations';
import { notificationRoutes } from './routes/notifications';
import { sessionRoutes } from './routes/sessions';
import { tenantRoutes } from './routes/tenants';
import { userRoutes } from './routes/users';
import { generateState } from './seed';
import { createIndexes, createViews } from './views';

export type { AuthorizeDecision, AuthorizeRequest, FakePlatformOptions } from './platformOptions';
export type { EventInput } from './eventHistory';
export type { FailureRule } from './failureInjection';
export type { OutgoingMessage } from './notifier';

/** A tenant with its kind. */
export type TenantInfo = Tenant & { kind: 'service' | 'customer' };

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
 * place of when it was last read; 4: cases, notification settings, push subscriptions and the
 * notifier's memory (issue 50). An older snapshot is refused (the sandbox seeds again and keeps
 * the old document aside).
 */
export const SNAPSHOT_VERSION = 4;

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
  /**
   * The devices at `tenant` that are switched on and not being installed (for simulated
   * dispensers: one being installed is silent until pressed).
   */
  onlineDevices(tenant: string): Device[];
  /**
   * The tenant a device is being installed at right now (its In progress installation: the
   * wizard is open on it) when that is another than the one it is at, else null. What shows the
   * press goes to that tenant's live group too: the installer's wizard follows the
   * installation's tenant (issue 51). A planned (Ready) installation opens nothing to it.
   */
  installingTenant(deviceId: string): string | null;
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
  /**
   * Time passing on the platform's clock (the sandbox calls it every few seconds; a test with a
   * fixed clock names the time): cases follow what time alone changes (a device going offline),
   * and the notifier sends what is due. Answers the messages sent, which also went to
   * `onMessage`.
   */
  advance(at?: Date): OutgoingMessage[];
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
  const {
    seed,
    scale,
    clock,
    startAt,
    basePath,
    corsOrigins,
    authorize,
    rolesOf,
    callerOf,
    onMessage,
    pushPublicKey,
  } = resolveOptions(options);

  const seeded = () => generateState({ seed, now: startAt(), scale });
  const initial = seeded();
  const core: Core = { state: initial, random: createRandom(initial.randomState), clock };
  const use = (state: PlatformState) => {
    core.state = state;
    core.random = createRandom(state.randomState);
  };
  const edit = (change: (state: PlatformState) => void) => {
    const state = structuredClone(core.state);
    change(state);
    // A setup that empties a dispenser opens its case, as the dispenser's message would.
    syncCases(state, state.now, { status: 'time' });
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
  if (corsOrigins) {
    app.use(
      '*',
      cors({
        origin: corsOrigins,
        allowHeaders: ['authorization', 'content-type', TENANT_HEADER],
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        credentials: true,
      }),
    );
  }
  app.use('*', requestGate(core, { basePath, authorize, rolesOf, callerOf }));
  // Cases follow every accepted write (new batteries, a device moved, other thresholds).
  app.use('*', async (c, next) => {
    await next();
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || c.res.status >= 400) return;
    const thresholds = c.req.path.endsWith('/attention/thresholds');
    syncCases(
      core.state,
      core.state.now,
      thresholds ? { status: 'thresholds' } : { status: 'write', by: callerPerson(c) },
    );
  });
  tenantRoutes(app);
  deviceRoutes(app);
  eventRoutes(app);
  installationRoutes(app);
  locationRoutes(app);
  userRoutes(app);
  sessionRoutes(app);
  attentionRoutes(app);
  caseRoutes(app);
  notificationRoutes(app, { publicKey: pushPublicKey });

  const failures = createFailureInjection(basePath);

  const platform: FakePlatform = {
    basePath,
    async fetch(request) {
      const failure = failures.answer(request);
      if (failure) return failure;
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
      failures.clear();
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
      // A dispenser being installed says nothing until the installer presses it (issue 51).
      const installing = new Set(
        core.state.installations
          .filter((i) => isActiveInstallationStatus(i.status))
          .map((i) => i.deviceId),
      );
      return core.state.devices
        .filter((d) => d.tenant === tenant && d.isOn && !installing.has(d.id))
        .map(views.device);
    },
    installingTenant(deviceId) {
      const device = core.state.devices.find((d) => d.id === deviceId);
      const open = core.state.installations.find(
        (i) => i.deviceId === deviceId && isInProgress(i.status),
      );
      return device && open && open.tenant !== device.tenant ? open.tenant : null;
    },
    recordEvent(tenant, input) {
      const event = recordDeviceEvent(core, tenant, input);
      const device = core.state.devices.find((d) => d.id === input.deviceId)!;
      const record = core.state.tenants.find((t) => t.identifier === tenant)!;
      syncDeviceCases(core.state, device, record, core.state.now, {
        status: 'event',
        eventType: event.eventType,
        event: event.event,
      });
      return event;
    },
    advance(at) {
      const now = at ?? clock?.() ?? new Date(core.state.now);
      const iso = new Date(Math.max(now.getTime(), Date.parse(core.state.now))).toISOString();
      core.state.now = iso;
      syncCases(core.state, iso, { status: 'time' });
      const lookups = createIndexes(core.state);
      const sent: OutgoingMessage[] = [];
      for (const tenant of core.state.tenants) {
        if (tenant.kind === 'service') continue;
        sent.push(...runNotifier(core.state, tenant, lookups, iso));
      }
      for (const message of sent) onMessage(message);
      return sent;
    },
    trimEvents(perTenant) {
      // Resolved cases are history too: the newest of each tenant stay.
      trimResolvedCases(core.state, RESOLVED_CASES_KEPT_PER_TENANT);
      return trimEventHistory(core, perTenant);
    },
    failNext(rule = {}) {
      failures.add(rule);
    },
  };
  return platform;
}

/** An installation the wizard is open on (either spelling). */
function isInProgress(status: string): boolean {
  return status === 'InProgress' || status === 'IN_PROGRESS';
}
