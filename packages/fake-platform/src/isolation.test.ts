/**
 * Tenant isolation as a real platform does it: no list leaks another tenant's records, another
 * tenant's record answers 404 (as if it did not exist), and a request without the tenant
 * header is refused.
 */
import { listContractCalls, platformContract } from '@hygiene/api-client';
import type { ApiClient, ApiResult, ContractCall, OperationId } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { TENANT_HEADER } from './constants';
import { createFakePlatform } from './platform';
import type { FakePlatform } from './platform';
import { TEST_BASE_URL, clientFor, contractRead, fixtures } from './testClient';
import type { Fixtures } from './testClient';

const platform = createFakePlatform();
const customers = platform
  .tenants()
  .filter((t) => t.kind === 'customer')
  .map((t) => t.identifier);
const ALL = { page: 1, pageSize: 1000 };

/** Every id a tenant owns: locations, devices, comments, installations, users, sessions. */
function idsOf(p: FakePlatform, tenant: string): Set<string> {
  const s = p.state;
  const devices = s.devices.filter((d) => d.tenant === tenant).map((d) => d.id);
  return new Set([
    ...[
      s.sections,
      s.premises,
      s.floors,
      s.rooms,
      s.roomTypes,
      s.users,
      s.userSessions,
      s.deviceSessions,
    ]
      .flatMap((items) => items.filter((i) => i.tenant === tenant))
      .map((i) => i.id),
    ...devices,
    ...s.comments.filter((c) => devices.includes(c.deviceId)).map((c) => c.id),
    ...s.installations.filter((i) => i.tenant === tenant).map((i) => i.id),
  ]);
}

/** Every string in an answer (ids hide in nested objects: rooms in installations, …). */
function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsIn(v, out));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => stringsIn(v, out));
  return out;
}

type Read = (api: ApiClient, f: Fixtures) => Promise<ApiResult<unknown>>;
/** A read of `owner`'s record (or data), sent by another tenant: `owner` and `reader` name both. */
type ForeignRead = (
  api: ApiClient,
  o: Fixtures,
  tenants: { owner: string; reader: string },
) => Promise<ApiResult<unknown>>;

/** A part of the contract, its `$ref` followed (`#/components/<section>/<name>`). */
function resolved(value: unknown): Record<string, unknown> | undefined {
  const ref = (value as { $ref?: string } | undefined)?.$ref;
  if (!ref) return value as Record<string, unknown> | undefined;
  const [, , section, name] = ref.split('/');
  const components = platformContract.components as Record<string, Record<string, unknown>>;
  return resolved(components[section!]?.[name!]);
}

/** Whether a read answers a list: an array, or a page of items. */
function answersList(call: ContractCall): boolean {
  const operation = platformContract.paths[call.path]![call.method]!;
  const ok = Object.entries(operation.responses).find(([code]) => code.startsWith('2'))?.[1];
  const content = resolved(ok)?.content as Record<string, { schema?: unknown }> | undefined;
  const schema = resolved(content?.['application/json']?.schema);
  // A page is a PageInfo and its items (`allOf`).
  const parts = [schema, ...((schema?.allOf as unknown[] | undefined) ?? []).map(resolved)];
  return parts.some(
    (part) => part?.type === 'array' || (part?.properties as { items?: unknown })?.items,
  );
}

/**
 * Reads the contract alone cannot call (`contractRead`: a path record the seed does not give by
 * its segment), and second forms of a read: a tenant's device asked under the reader's tenant.
 * Every other read is derived from the contract below, so a new read needs no row here.
 */
const foreignReadRows: Partial<Record<OperationId, ForeignRead[]>> = {
  getTenantDevice: [(api, o, { reader }) => api.getTenantDevice(reader, o.device.id)],
  getTenantDeviceBySerialNumber: [
    (api, o, { reader }) => api.getTenantDeviceBySerialNumber(reader, o.device.serialNumber),
  ],
  listTenantDeviceEvents: [(api, o, { reader }) => api.listTenantDeviceEvents(reader, o.device.id)],
  getRoomFloorPlan: [(api, o) => api.getRoomFloorPlan(o.roomWithPlan ?? o.room.id)],
};

/**
 * Reads of the platform's directory, which every caller may make about any tenant (the tenant
 * picker, the partner gate): what they answer is no tenant's own data.
 */
const directoryReads: Partial<Record<OperationId, string>> = {
  getTenant: 'a tenant’s name and realm, which the partner gate reads before sign-in',
  getClosestTenant: 'the tenant picker’s nearest tenant',
};

const readCalls = listContractCalls().filter(
  (call) => call.method === 'get' && !(call.operationId in directoryReads),
);
const contractReads = readCalls.map((call) => call.operationId);

/**
 * Every read that answers a list, asked by the tenant of `f` about its own things: no other
 * tenant's id may be in the answer.
 */
const lists: Partial<Record<string, Read>> = Object.fromEntries(
  readCalls.filter(answersList).map((call) => [call.operationId, contractRead(call, ALL)]),
);

/**
 * Every read that names a record or a tenant in its path, asked about another tenant's: each
 * must answer 404, as if the record did not exist.
 */
const foreignReads: Partial<Record<string, ForeignRead[]>> = Object.fromEntries(
  readCalls
    .filter((call) => call.path.includes('{'))
    .map((call) => {
      const own = contractRead(call);
      const read: ForeignRead[] = own ? [(api, o) => own(api, o)] : [];
      return [
        call.operationId,
        [...read, ...(foreignReadRows[call.operationId as OperationId] ?? [])],
      ];
    }),
);

describe('the tables of this file', () => {
  // A read added to the contract fails here until it is checked above, or said to need none.
  it('check every read of the contract, or say why it needs no check', () => {
    const checked = new Set(
      [
        ...Object.entries(lists).filter(([, read]) => read),
        ...Object.entries(foreignReads).filter(([, reads]) => reads?.length),
      ].map(([id]) => id),
    );
    expect(contractReads.filter((id) => !checked.has(id))).toEqual([]);
    const rows = Object.keys(foreignReadRows);
    expect(rows.filter((id) => !contractReads.includes(id))).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it('seeds at least three customer tenants', () => {
    expect(customers.length).toBeGreaterThanOrEqual(3);
  });

  describe.each(customers)('asked as %s', (reader) => {
    const f = fixtures(platform, reader);
    const api = clientFor(platform, reader);
    const others = customers.filter((t) => t !== reader);
    const foreign = new Set(others.flatMap((t) => [...idsOf(platform, t)]));
    const own = idsOf(platform, reader);

    it.each(Object.entries(lists))('%s shows no other tenant’s ids', async (_name, list) => {
      const result = await list!(api, f);
      expect(result.ok ? 'ok' : result.error).toBe('ok');
      const leaked = stringsIn(result.ok ? result.data : undefined).filter((s) => foreign.has(s));
      expect(leaked).toEqual([]);
    });

    it('sees its own records in its lists', async () => {
      const devices = await api.listTenantDevices(reader, ALL);
      const sections = await api.listSections(ALL);
      expect(devices.ok && devices.data.items.every((d) => own.has(d.id))).toBe(true);
      expect(sections.ok && sections.data.items.length).toBeGreaterThan(0);
    });

    it.each(others)('answers 404 for every record of %s', async (owner) => {
      const o = fixtures(platform, owner);
      const attempts = Object.entries(foreignReads).flatMap(([name, reads = []]) =>
        reads.map(async (read, index) => {
          const result = await read(api, o, { owner, reader });
          return [`${name} #${index + 1}`, result.ok ? 'ok' : result.error.status] as const;
        }),
      );
      const answers = Object.fromEntries(await Promise.all(attempts));
      expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((k) => [k, 'notFound'])));
    });

    it('cannot change another tenant’s records, and nothing changes', async () => {
      const owner = others[0]!;
      const o = fixtures(platform, owner);
      const before = platform.snapshot();
      const attempts: Promise<ApiResult<unknown>>[] = [
        api.createDeviceComment(o.device.id, { text: 'x' }),
        api.deleteDeviceComment(o.device.id, o.comment.id),
        api.setDevicePowerSource(o.device.id, { powerSource: 'Mains' }),
        api.updateTenantDevice(owner, o.device.id, { serialNumber: 'STOLEN' }),
        api.deleteUser(o.user.id),
        api.updatePremiseLocation(o.premise.id, { latitude: 1, longitude: 1 }),
        api.createRoom(o.floor.id, {
          name: 'x',
          sectionId: o.section.id,
          roomTypeId: o.roomType.id,
          floorId: o.floor.id,
        }),
        api.updateAttentionThresholds(owner, {
          lowBatteryPercent: 50,
          criticalBatteryPercent: 40,
          offlineAfterMinutes: 5,
        }),
      ];
      const kinds = (await Promise.all(attempts)).map((r) => (r.ok ? 'ok' : r.error.status));
      expect(kinds).toEqual(attempts.map(() => 'notFound'));
      expect(platform.snapshot()).toEqual(before);
    });
  });
});

describe('requests the platform refuses', () => {
  const send = (headers: Record<string, string>) =>
    platform.fetch(new Request(`${TEST_BASE_URL}/sections`, { headers }));

  it('answers 400 problem+json naming the header when x-tenant-identifier is missing', async () => {
    const response = await send({ authorization: 'Bearer t' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const body = (await response.json()) as { detail: string; errors: Record<string, string[]> };
    expect(body.detail).toContain(TENANT_HEADER);
    expect(Object.keys(body.errors)).toEqual([TENANT_HEADER]);
  });

  it('answers 400 naming the header for a tenant that does not exist', async () => {
    const response = await send({ authorization: 'Bearer t', [TENANT_HEADER]: 'nobody' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: object }).errors).toHaveProperty([TENANT_HEADER]);
  });

  it('answers 401 without a bearer token', async () => {
    const response = await send({ [TENANT_HEADER]: 'demo' });
    expect(response.status).toBe(401);
  });

  it('answers 403 when authorize says the user may not use the tenant', async () => {
    const guarded = createFakePlatform({
      authorize: ({ tenant }) => (tenant === 'demo' ? 'allow' : 'forbidden'),
    });
    const api = clientFor(guarded, 'bergen-kommune');
    const result = await api.listSections();
    expect(result.ok ? 'ok' : result.error.status).toBe('forbidden');
    expect((await clientFor(guarded).listSections()).ok).toBe(true);
  });
});

describe('a device on its way to a tenant (an active installation for it)', () => {
  const p = createFakePlatform();
  const planned = p.state.installations.find((i) => i.tenant === 'demo' && i.status === 'Ready')!;
  const device = p.state.devices.find((d) => d.id === planned.deviceId)!;

  it('is in the service store, and the wizard at that tenant reaches it', async () => {
    expect(device.tenant).toBe('service');
    const demo = clientFor(p, 'demo');
    const results = await Promise.all([
      demo.getTenantDevice('demo', device.id),
      demo.getTenantDeviceBySerialNumber('demo', device.serialNumber),
      demo.listTenantDeviceEvents('demo', device.id),
      demo.getDevice(device.id),
    ]);
    expect(results.map((r) => (r.ok ? 'ok' : r.error.status))).toEqual(['ok', 'ok', 'ok', 'ok']);
    // Its location names the service tenant: the console shows 'Device not at this tenant'.
    const got = results[3]!;
    expect(got.ok && got.data.location?.tenant?.identifier).toBe('service');
  });

  it('stays out of sight for every other customer tenant', async () => {
    const bergen = clientFor(p, 'bergen-kommune');
    const results = await Promise.all([
      bergen.getDevice(device.id),
      bergen.getTenantDevice('bergen-kommune', device.id),
      bergen.getTenantDeviceBySerialNumber('bergen-kommune', device.serialNumber),
    ]);
    expect(results.map((r) => (r.ok ? 'ok' : r.error.status))).toEqual([
      'notFound',
      'notFound',
      'notFound',
    ]);
  });
});
