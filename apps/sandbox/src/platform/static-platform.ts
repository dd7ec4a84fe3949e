/**
 * TEMPORARY: a tiny platform with fixed seed data, used by the sandbox until
 * `@hygiene/fake-platform` implements the `Platform` port. It answers only
 * GET /api/tenants, GET /api/tenants/{id} and GET /api/device-events (the recorded events of
 * the `x-tenant-identifier` tenant); anything else is a 404 problem.
 */
import type { SimulatedEvent } from '../events.ts';
import { problemResponse } from '../problem.ts';
import { messages } from '../messages.ts';
import { mayAccess } from './port.ts';
import type {
  DeviceSummary,
  Platform,
  PlatformContext,
  PlatformStorage,
  TenantSummary,
} from './port.ts';

interface SeedDevice extends DeviceSummary {
  online: boolean;
}

interface SeedTenant extends TenantSummary {
  devices: SeedDevice[];
}

const SERVICE_TENANT = 'service';

function devices(prefix: string, count: number, offline: number): SeedDevice[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-device-${i + 1}`,
    serialNumber: `${prefix.toUpperCase()}${String(1000 + i + 1)}`,
    online: i < count - offline,
  }));
}

/** The seed: the service tenant, the partner tenant `demo` and two customer tenants. */
const SEED: readonly SeedTenant[] = [
  {
    identifier: SERVICE_TENANT,
    name: 'Service',
    realm: SERVICE_TENANT,
    devices: devices('svc', 2, 0),
  },
  { identifier: 'demo', name: 'demo', realm: 'demo', devices: devices('dem', 4, 1) },
  {
    identifier: 'northwind',
    name: 'Northwind Hospital',
    realm: 'northwind',
    devices: devices('nwh', 3, 1),
  },
  {
    identifier: 'fjordhotel',
    name: 'Fjord Hotel',
    realm: 'fjordhotel',
    devices: devices('fjh', 3, 0),
  },
];

const PAGE_SIZE = 10;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Reads a non-negative integer query parameter. */
function intParam(url: URL, name: string, fallback: number): number {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value >= 0 && url.searchParams.has(name) ? value : fallback;
}

/** The paged result of spec §3. */
function paged<T>(all: T[], page: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(all.length / pageSize));
  return {
    items: all.slice((page - 1) * pageSize, page * pageSize),
    pageSize,
    currentPage: page,
    nextPage: page < totalPages ? page + 1 : null,
    totalItems: all.length,
    totalPages,
  };
}

/**
 * TEMPORARY stand-in for `@hygiene/fake-platform` (see the file comment). Seeded, read-only,
 * except for the events it records.
 */
export class StaticPlatform implements Platform {
  readonly #storage: PlatformStorage;

  constructor(storage: PlatformStorage) {
    this.#storage = storage;
  }

  tenants(): TenantSummary[] {
    return SEED.map(({ identifier, name, realm }) => ({ identifier, name, realm }));
  }

  serviceTenantIdentifier(): string {
    return SERVICE_TENANT;
  }

  onlineDevices(tenantIdentifier: string): DeviceSummary[] {
    const tenant = SEED.find((t) => t.identifier === tenantIdentifier);
    return (tenant?.devices ?? [])
      .filter((d) => d.online)
      .map(({ id, serialNumber }) => ({ id, serialNumber }));
  }

  recordEvent(tenantIdentifier: string, event: SimulatedEvent): void {
    this.#storage.appendEvent(tenantIdentifier, event);
  }

  async handle(request: Request, context: PlatformContext): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '').replace(/\/+$/, '');
    if (request.method !== 'GET') {
      return problemResponse(404, messages.problems.notFound, messages.problems.staticOnly);
    }
    if (path === '/tenants') {
      const term = (url.searchParams.get('term') ?? url.searchParams.get('searchTerm') ?? '')
        .trim()
        .toLowerCase();
      const visible = this.tenants().filter(
        (t) =>
          mayAccess(context.tenants, t.identifier) &&
          (term === '' || t.name.toLowerCase().includes(term) || t.identifier.includes(term)),
      );
      return json(
        paged(
          visible,
          Math.max(1, intParam(url, 'page', 1)),
          intParam(url, 'pageSize', PAGE_SIZE) || PAGE_SIZE,
        ),
      );
    }
    const tenantMatch = /^\/tenants\/([^/]+)$/.exec(path);
    if (tenantMatch) {
      const identifier = decodeURIComponent(tenantMatch[1]!);
      const tenant = this.tenants().find((t) => t.identifier === identifier);
      return tenant
        ? json(tenant)
        : problemResponse(404, messages.problems.notFound, messages.problems.noTenant(identifier));
    }
    if (path === '/device-events' && context.tenantIdentifier) {
      const pageSize = intParam(url, 'pageSize', PAGE_SIZE) || PAGE_SIZE;
      // The feed asks for page 0 (spec §7); treat it as the first page.
      const page = Math.max(1, intParam(url, 'page', 1));
      const tenant = context.tenantIdentifier;
      const items = this.#storage.recentEvents(tenant, pageSize, (page - 1) * pageSize);
      const totalItems = this.#storage.countEvents(tenant);
      const totalPages = Math.max(1, Math.ceil(totalItems / pageSize));
      return json({
        items,
        pageSize,
        currentPage: page,
        nextPage: page < totalPages ? page + 1 : null,
        totalItems,
        totalPages,
      });
    }
    return problemResponse(404, messages.problems.notFound, messages.problems.staticOnly);
  }
}
