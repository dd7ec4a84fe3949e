/**
 * The sandbox's platform: `@hygiene/fake-platform` (the same handlers the stories use) behind
 * the `Platform` port, its state kept in the sandbox's store.
 *
 * Node runs this file from source but imports the fake platform from its built `dist/` (Node
 * strips types only outside node_modules, and the package's sources use extensionless
 * imports); `./dev sandbox` builds it first when needed. Vitest resolves the sources.
 */
import { PAGING } from '@hygiene/api-client';
import type { DeviceEvent } from '@hygiene/api-client';
import { SNAPSHOT_VERSION, createFakePlatform } from '@hygiene/fake-platform';
import type { FakePlatform, PlatformSnapshot, Scale } from '@hygiene/fake-platform';

import { API_BASE_PATH, PLATFORM_SAVE_DELAY_MS, STORED_EVENTS_PER_TENANT } from '../constants.ts';
import type { RecordableEvent } from '../events.ts';
import { messages } from '../messages.ts';
import { problemResponse } from '../problem.ts';
import { mayAccess } from './port.ts';
import type {
  DeviceSummary,
  Platform,
  PlatformContext,
  PlatformServices,
  PlatformStorage,
} from './port.ts';

/** The document under which the platform's snapshot is stored. */
export const SNAPSHOT_KEY = 'fake-platform/snapshot';

/** The largest page the fake platform answers (its `pageSize` maximum). */
const MAX_PAGE_SIZE = 1000;

/**
 * What the sandbox hands the platform (its clock, where notifications go, the VAPID key, how
 * often time passes) and what only tests set. Without `advanceEveryMs` time passes only through
 * `advance()`; without `now`, the real clock.
 */
export interface FakePlatformAdapterOptions extends Partial<PlatformServices> {
  /** How big the seeded data is (`--devices`): used when the platform is seeded, not loaded. */
  scale?: Scale;
  /** How long after a simulated event the state is saved (writes over the API save at once). */
  saveDelayMs?: number;
  /** Events kept per tenant; older ones are dropped when the state is saved. */
  eventsPerTenant?: number;
  /** Where a failed save is reported (the sandbox's logger); the console by default. */
  onSaveFailure?: (reason: string) => void;
}

/** The port plus what only the sandbox's own tests look at. */
export interface FakePlatformAdapter extends Platform {
  /** The fake platform itself (its state, `failNext`), for tests. */
  readonly fake: FakePlatform;
  advance(): number;
  close(): void;
}

function problemNoTenant(): Response {
  return Response.json(
    {
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: 'No tenant in reach of this user.',
    },
    { status: 404, headers: { 'content-type': 'application/problem+json' } },
  );
}

function isSnapshot(value: unknown): value is PlatformSnapshot {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { version?: unknown }).version === SNAPSHOT_VERSION &&
    typeof (value as { state?: unknown }).state === 'object'
  );
}

/**
 * Builds the fake platform on the sandbox's storage: loads the saved state, or seeds (with the
 * real clock, so seeded dates lie just before the first start) and saves it.
 */
export function fakePlatformAdapter(
  storage: PlatformStorage,
  options: FakePlatformAdapterOptions = {},
): FakePlatformAdapter {
  const saveDelayMs = options.saveDelayMs ?? PLATFORM_SAVE_DELAY_MS;
  const eventsPerTenant = options.eventsPerTenant ?? STORED_EVENTS_PER_TENANT;
  const logFailure =
    options.onSaveFailure ??
    ((reason: string) => console.error(`sandbox: ${messages.log.saveFailed(reason)}`));
  // Who sent each request in flight: the fake platform's `authorize` gets the Request object
  // it was handed, so the sandbox's verdict travels with it.
  const contexts = new WeakMap<Request, PlatformContext>();
  const warn = options.warn ?? ((message: string) => console.error(`sandbox: ${message}`));
  const fake = createFakePlatform({
    now: options.now ?? (() => new Date()),
    ...(options.onMessage ? { onMessage: options.onMessage } : {}),
    ...(options.pushPublicKey ? { pushPublicKey: options.pushPublicKey } : {}),
    ...(options.scale ? { scale: options.scale } : {}),
    basePath: API_BASE_PATH,
    authorize: ({ tenant, request }) => {
      const context = contexts.get(request);
      if (!context) return 'unauthorized';
      return mayAccess(context.tenants, tenant) ? 'allow' : 'forbidden';
    },
    // The roles of the token the sandbox verified; a request it did not send has none.
    rolesOf: ({ request }) => contexts.get(request)?.roles ?? [],
    // Who wrote a comment, and whose comment a caller may edit: the verified user.
    callerOf: ({ request }) => {
      const context = contexts.get(request);
      return {
        id: context?.user ?? '',
        name: context?.displayName ?? context?.user ?? '',
        ...(context?.email ? { email: context.email } : {}),
      };
    },
  });

  let saved = storage.read(SNAPSHOT_KEY);
  if (saved !== undefined) {
    try {
      if (!isSnapshot(saved)) throw new Error('not a platform snapshot');
      fake.load(saved);
    } catch (error) {
      // Seeded again below; the document is kept aside, not lost.
      storage.unreadable(SNAPSHOT_KEY, String(error));
      saved = undefined;
    }
  }

  let online = new Map<string, DeviceSummary[]>();
  /** Online devices being installed at another tenant, by id; rebuilt after a write. */
  let installing: Map<string, string> | undefined;
  let saveTimer: NodeJS.Timeout | undefined;
  let recordedSinceSave = 0;
  const save = () => {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    recordedSinceSave = 0;
    // Trimmed in place: a request in flight (a streamed upload) keeps writing into the live
    // state. Replacing the state here once lost such writes.
    fake.trimEvents(eventsPerTenant);
    storage.write(SNAPSHOT_KEY, fake.snapshot());
  };
  /**
   * The timed save of simulated events: a failure is logged and retried with the next one,
   * never thrown out of a timer (which would end the process and lose what was written since).
   */
  const saveLater = () => {
    try {
      save();
    } catch (error) {
      logFailure(String(error));
    }
  };
  /**
   * Validate, then commit: a write is applied only once it is saved. When the save fails, the
   * platform goes back to the state last saved (simulated events since then go with it, a few
   * seconds' worth at most) and the write answers 503, so nothing shows that is not kept.
   */
  const commit = (): Response | undefined => {
    online = new Map();
    installing = undefined;
    try {
      save();
      return undefined;
    } catch (error) {
      logFailure(String(error));
      const last = storage.read(SNAPSHOT_KEY);
      if (isSnapshot(last)) fake.load(last);
      return problemResponse(503, messages.problems.serviceUnavailable, messages.problems.notSaved);
    }
  };
  if (!isSnapshot(saved)) save();

  /**
   * What a round of time changed that is worth a save: cases opened or closed by time, the
   * notifier's queues and what it told whom. The clock alone is not (a save writes the whole
   * state, 130 MB with a large fleet); it is saved with the next change.
   */
  const timeFingerprint = () => {
    const state = fake.state;
    let open = 0;
    let escalated = 0;
    for (const record of state.cases) {
      if (!record.resolved) open += 1;
      if (record.escalatedAt !== null) escalated += 1;
    }
    return `${state.caseSeq}:${open}:${escalated}:${JSON.stringify(state.notifier)}`;
  };
  /**
   * One round of time (the timer's, or `POST /sandbox/clock`'s): saved later as simulated
   * events are, and never thrown out of a timer (a failure is logged; the next round tries again).
   */
  const advance = (): number => {
    try {
      const before = timeFingerprint();
      const sent = fake.advance().length;
      if (sent > 0 || timeFingerprint() !== before) {
        saveTimer ??= setTimeout(saveLater, saveDelayMs);
        saveTimer.unref();
      }
      return sent;
    } catch (error) {
      warn(messages.log.advanceFailed(String(error)));
      return 0;
    }
  };
  let advanceTimer: NodeJS.Timeout | undefined;
  if (options.advanceEveryMs !== undefined && options.advanceEveryMs > 0) {
    advanceTimer = setInterval(advance, options.advanceEveryMs);
    advanceTimer.unref();
  }

  /** GET /tenants for a user who may reach only some tenants: the others are never listed. */
  const visibleTenants = async (request: Request, context: PlatformContext) => {
    const url = new URL(request.url);
    const page = Math.max(Number.parseInt(url.searchParams.get('page') ?? '', 10) || 0, 1);
    const requestedSize = Number.parseInt(url.searchParams.get('pageSize') ?? '', 10);
    const pageSize =
      requestedSize >= 1 && requestedSize <= MAX_PAGE_SIZE ? requestedSize : PAGING.defaultPageSize;
    const all = new URL(url);
    all.searchParams.set('page', String(PAGING.firstPage));
    all.searchParams.set('pageSize', String(MAX_PAGE_SIZE));
    const inner = new Request(all, { headers: request.headers });
    contexts.set(inner, context);
    const response = await fake.fetch(inner);
    if (!response.ok) return response;
    const body = (await response.json()) as { items: { identifier: string }[] };
    const items = body.items.filter((t) => mayAccess(context.tenants, t.identifier));
    const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
    return Response.json({
      items: items.slice((page - 1) * pageSize, page * pageSize),
      pageSize,
      currentPage: page,
      nextPage: page < totalPages ? page + 1 : null,
      totalItems: items.length,
      totalPages,
    });
  };

  /**
   * GET /tenants/closest for a user who may reach only some tenants: the nearest of those, never
   * one out of reach (the platform's own answer looks at every tenant).
   */
  const closestVisibleTenant = async (request: Request, context: PlatformContext) => {
    const url = new URL(request.url);
    const byProximity = new URL(`${API_BASE_PATH}/tenants`, url);
    byProximity.searchParams.set('orderByProximity', 'true');
    for (const name of ['latitude', 'longitude']) {
      byProximity.searchParams.set(name, url.searchParams.get(name) ?? '');
    }
    byProximity.searchParams.set('pageSize', String(MAX_PAGE_SIZE));
    const inner = new Request(url, { headers: request.headers });
    contexts.set(inner, context);
    // The platform's own checks first (400 naming latitude or longitude).
    const checked = await fake.fetch(inner);
    if (!checked.ok) return checked;
    const ordered = new Request(byProximity, { headers: request.headers });
    contexts.set(ordered, context);
    const response = await fake.fetch(ordered);
    if (!response.ok) return response;
    const body = (await response.json()) as { items: { identifier: string }[] };
    const serviceTenant = fake.serviceTenant().identifier;
    const closest = body.items.find(
      (t) => t.identifier !== serviceTenant && mayAccess(context.tenants, t.identifier),
    );
    if (!closest) return problemNoTenant();
    return Response.json(closest);
  };

  return {
    fake,
    async handle(request, context) {
      const path = new URL(request.url).pathname.replace(/\/+$/, '');
      if (request.method === 'GET' && context.tenants.status === 'only') {
        if (path === `${API_BASE_PATH}/tenants`) return visibleTenants(request, context);
        if (path === `${API_BASE_PATH}/tenants/closest`) {
          return closestVisibleTenant(request, context);
        }
      }
      contexts.set(request, context);
      const response = await fake.fetch(request);
      // A write that was refused changed nothing; anything else may have.
      if (request.method !== 'GET' && request.method !== 'HEAD' && response.status < 400) {
        return commit() ?? response;
      }
      return response;
    },
    tenants: () =>
      fake.tenants().map(({ identifier, name, realm }) => ({ identifier, name, realm })),
    serviceTenantIdentifier: () => fake.serviceTenant().identifier,
    onlineDevices(tenant) {
      // The simulator asks on every event; the list changes only with writes.
      let devices = online.get(tenant);
      if (!devices) {
        devices = fake.onlineDevices(tenant).map(({ id, serialNumber }) => ({ id, serialNumber }));
        online.set(tenant, devices);
      }
      return devices;
    },
    installingTenant(deviceId) {
      // The simulator asks on every event; installations change only with writes.
      // One pass over the state (a fleet of 100,000 has as many installations), not a look-up
      // per installation.
      if (!installing) {
        const { devices, installations } = fake.state;
        const tenantOf = new Map(devices.map((device) => [device.id, device.tenant]));
        installing = new Map();
        for (const installation of installations) {
          // Only one the wizard is open on (In progress): a planned one opens nothing.
          if (installation.status !== 'InProgress' && installation.status !== 'IN_PROGRESS')
            continue;
          const at = tenantOf.get(installation.deviceId);
          if (at !== undefined && at !== installation.tenant) {
            installing.set(installation.deviceId, installation.tenant);
          }
        }
      }
      return installing.get(deviceId) ?? null;
    },
    recordEvent(tenant, event: RecordableEvent): DeviceEvent {
      const recorded = fake.recordEvent(tenant, event);
      // At high rates save (and so trim) by count too, so memory stays bounded between saves.
      if (++recordedSinceSave >= eventsPerTenant) {
        saveLater();
      } else {
        saveTimer ??= setTimeout(saveLater, saveDelayMs);
        saveTimer.unref();
      }
      return recorded;
    },
    flush: save,
    advance,
    close() {
      clearInterval(advanceTimer);
      advanceTimer = undefined;
    },
  };
}
