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
import { createFakePlatform } from '@hygiene/fake-platform';
import type { FakePlatform, PlatformSnapshot } from '@hygiene/fake-platform';

import { API_BASE_PATH, PLATFORM_SAVE_DELAY_MS, STORED_EVENTS_PER_TENANT } from '../constants.ts';
import type { RecordableEvent } from '../events.ts';
import { mayAccess } from './port.ts';
import type { DeviceSummary, Platform, PlatformContext, PlatformStorage } from './port.ts';

/** The document under which the platform's snapshot is stored. */
export const SNAPSHOT_KEY = 'fake-platform/snapshot';

/** The largest page the fake platform answers (its `pageSize` maximum). */
const MAX_PAGE_SIZE = 1000;

export interface FakePlatformAdapterOptions {
  /** How long after a simulated event the state is saved (writes over the API save at once). */
  saveDelayMs?: number;
  /** Events kept per tenant; older ones are dropped when the state is saved. */
  eventsPerTenant?: number;
}

/** The port plus what only the sandbox's own tests look at. */
export interface FakePlatformAdapter extends Platform {
  /** The fake platform itself (its state, `failNext`), for tests. */
  readonly fake: FakePlatform;
}

function isSnapshot(value: unknown): value is PlatformSnapshot {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { version?: unknown }).version === 1 &&
    typeof (value as { state?: unknown }).state === 'object'
  );
}

/**
 * Keeps the newest `limit` events of each tenant (events are stored newest first). Returns
 * undefined when nothing had to go.
 */
function trimEvents(snapshot: PlatformSnapshot, limit: number): PlatformSnapshot | undefined {
  const devices = new Map(snapshot.state.devices.map((d) => [d.id, d.tenant]));
  const seen = new Map<string, number>();
  const kept = snapshot.state.events.filter((event) => {
    const tenant = devices.get(event.deviceId) ?? '';
    const count = (seen.get(tenant) ?? 0) + 1;
    seen.set(tenant, count);
    return count <= limit;
  });
  if (kept.length === snapshot.state.events.length) return undefined;
  return { ...snapshot, state: { ...snapshot.state, events: kept } };
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
  // Who sent each request in flight: the fake platform's `authorize` gets the Request object
  // it was handed, so the sandbox's verdict travels with it.
  const contexts = new WeakMap<Request, PlatformContext>();
  const fake = createFakePlatform({
    now: () => new Date(),
    basePath: API_BASE_PATH,
    authorize: ({ tenant, request }) => {
      const context = contexts.get(request);
      if (!context) return 'unauthorized';
      return mayAccess(context.tenants, tenant) ? 'allow' : 'forbidden';
    },
  });

  const saved = storage.read(SNAPSHOT_KEY);
  if (isSnapshot(saved)) fake.load(saved);

  let online = new Map<string, DeviceSummary[]>();
  let saveTimer: NodeJS.Timeout | undefined;
  let recordedSinceSave = 0;
  const save = () => {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    recordedSinceSave = 0;
    const snapshot = fake.snapshot();
    const trimmed = trimEvents(snapshot, eventsPerTenant);
    if (trimmed) fake.load(trimmed);
    storage.write(SNAPSHOT_KEY, trimmed ?? snapshot);
  };
  const changed = () => {
    online = new Map();
    save();
  };
  if (!isSnapshot(saved)) save();

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

  return {
    fake,
    async handle(request, context) {
      const path = new URL(request.url).pathname.replace(/\/+$/, '');
      if (
        request.method === 'GET' &&
        path === `${API_BASE_PATH}/tenants` &&
        context.tenants.kind === 'only'
      ) {
        return visibleTenants(request, context);
      }
      contexts.set(request, context);
      const response = await fake.fetch(request);
      // A write that was refused changed nothing; anything else may have.
      if (request.method !== 'GET' && request.method !== 'HEAD' && response.status < 400) {
        changed();
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
    recordEvent(tenant, event: RecordableEvent): DeviceEvent {
      const recorded = fake.recordEvent(tenant, event);
      // At high rates save (and so trim) by count too, so memory stays bounded between saves.
      if (++recordedSinceSave >= eventsPerTenant) {
        save();
      } else {
        saveTimer ??= setTimeout(save, saveDelayMs);
        saveTimer.unref();
      }
      return recorded;
    },
    flush: save,
  };
}
