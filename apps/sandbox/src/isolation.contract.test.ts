/**
 * Tenant isolation, driven by the contract (packages/api-client/openapi/platform.yaml): for
 * EVERY operation that writes (post, put, patch, delete), signed in as `staff` (tenant demo
 * only), another tenant is named in each place the operation accepts one (the tenant header,
 * `{tenant}`-like path parameters, query parameters and body fields whose name or schema says
 * tenant). Each such request must answer 403 or 404 and leave the platform's snapshot byte for
 * byte as it was.
 *
 * The places come from the document, not from this file: a tenant field added to a body later
 * is named here without a change. The requests come from a table with one valid request per
 * write operation (built with the real api-client); an operation of the contract without a row
 * fails the first test, so a new write route is covered the day it is added. Each row is proven
 * valid by sending it unchanged as `admin` and getting a success, so a refusal above is the
 * tenant's doing and not a malformed request's.
 */
import { createApiClient, platformContract } from '@hygiene/api-client';
import type { ApiClient, ContractOperation } from '@hygiene/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fakeOf, signIn, startTestSandbox } from './test-helpers.ts';
import type { TestSandbox } from './test-helpers.ts';

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;
const NAMES_A_TENANT = /tenant/i;
const TENANT_HEADER = 'x-tenant-identifier';
/** A tenant staff may not reach. */
const OTHER = 'oslo-universitetssykehus';

let sandbox: TestSandbox;
let staffToken: string;
let adminToken: string;
let seed: ReturnType<ReturnType<typeof fakeOf>['snapshot']>;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  staffToken = (await signIn(sandbox.url, 'staff')).tokens.access_token;
  adminToken = (await signIn(sandbox.url, 'admin')).tokens.access_token;
  seed = fakeOf(sandbox).snapshot();
});
afterAll(() => sandbox.dispose());

// ---------------------------------------------------------------------------------------------
// The contract: write operations and where each accepts a tenant.

interface WriteOperation {
  method: (typeof WRITE_METHODS)[number];
  path: string;
  operationId: string;
  operation: ContractOperation;
}

function writeOperations(): WriteOperation[] {
  return Object.entries(platformContract.paths).flatMap(([path, item]) =>
    WRITE_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operationId: operation.operationId, operation }] : [];
    }),
  );
}

function resolve(value: unknown): Record<string, unknown> | undefined {
  let current = value as Record<string, unknown> | undefined;
  for (let i = 0; i < 20 && typeof current?.$ref === 'string'; i += 1) {
    current = (current.$ref as string)
      .split('/')
      .slice(1)
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key],
        platformContract,
      ) as Record<string, unknown>;
  }
  return current;
}

const saysTenant = (name: string, schema: Record<string, unknown> | undefined, raw: unknown) =>
  NAMES_A_TENANT.test(name) ||
  NAMES_A_TENANT.test(String(schema?.description ?? '')) ||
  NAMES_A_TENANT.test(String((raw as { $ref?: string }).$ref ?? ''));

/** Dot paths of the body fields whose name or schema says tenant, with their schema. */
function tenantFields(
  raw: unknown,
  path: string[] = [],
  seen = new Set<unknown>(),
): { path: string[]; schema: Record<string, unknown> }[] {
  const schema = resolve(raw);
  if (!schema || seen.has(schema)) return [];
  const inner = new Set(seen).add(schema);
  const found: { path: string[]; schema: Record<string, unknown> }[] = [];
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    for (const part of (schema[key] as unknown[] | undefined) ?? []) {
      found.push(...tenantFields(part, path, inner));
    }
  }
  for (const [name, property] of Object.entries(
    (schema.properties as Record<string, unknown> | undefined) ?? {},
  )) {
    const resolved = resolve(property);
    if (saysTenant(name, resolved, property)) {
      found.push({ path: [...path, name], schema: resolved ?? {} });
    } else {
      found.push(...tenantFields(property, [...path, name], inner));
    }
  }
  return found;
}

interface Place {
  /** `header`, `path:{name}`, `query:{name}` or `body:{dot.path}` */
  name: string;
  apply(request: BuiltRequest): BuiltRequest;
}

interface BuiltRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | undefined;
}

/** The value a tenant field of this schema takes for `tenant` (string, list, or `{identifier}`). */
function tenantValue(schema: Record<string, unknown>, tenant: string): unknown {
  const variants = [schema, ...((schema.oneOf ?? schema.anyOf ?? []) as unknown[]).map(resolve)];
  for (const variant of variants) {
    if (
      variant?.type === 'array' ||
      (Array.isArray(variant?.type) && variant.type.includes('array'))
    ) {
      return [tenant];
    }
    const properties = variant?.properties as Record<string, unknown> | undefined;
    if (properties?.identifier) return { identifier: tenant };
  }
  return tenant;
}

function placesOf(write: WriteOperation): Place[] {
  const places: Place[] = [
    {
      name: 'header',
      apply: (r) => ({ ...r, headers: { ...r.headers, [TENANT_HEADER]: OTHER } }),
    },
  ];
  const item = platformContract.paths[write.path] as { parameters?: unknown[] };
  const parameters = [...(item.parameters ?? []), ...(write.operation.parameters ?? [])].map(
    (p) => resolve(p) as { name: string; in: string; description?: string },
  );
  const templateSegments = write.path.split('/');
  for (const parameter of parameters) {
    if (parameter.in === 'header' || !saysTenant(parameter.name, parameter, {})) continue;
    if (parameter.in === 'path') {
      const index = templateSegments.indexOf(`{${parameter.name}}`);
      places.push({
        name: `path:${parameter.name}`,
        apply: (r) => {
          const url = new URL(r.url);
          const segments = url.pathname.split('/');
          // The template's segments sit at the end of the URL's (after the base path).
          segments[segments.length - templateSegments.length + index] = OTHER;
          url.pathname = segments.join('/');
          return { ...r, url };
        },
      });
    } else if (parameter.in === 'query') {
      places.push({
        name: `query:${parameter.name}`,
        apply: (r) => {
          const url = new URL(r.url);
          url.searchParams.set(parameter.name, OTHER);
          return { ...r, url };
        },
      });
    }
  }
  const content = (resolve(write.operation.requestBody)?.content ?? {}) as Record<
    string,
    { schema: unknown }
  >;
  for (const [mediaType, media] of Object.entries(content)) {
    for (const field of tenantFields(media.schema)) {
      if (!/json/.test(mediaType)) {
        throw new Error(`${write.operationId}: a tenant field in ${mediaType} is not covered yet`);
      }
      places.push({
        name: `body:${field.path.join('.')}`,
        apply: (r) => {
          const body = JSON.parse(new TextDecoder().decode(r.body ?? new Uint8Array())) as Record<
            string,
            unknown
          >;
          let node = body;
          for (const key of field.path.slice(0, -1)) {
            node = (node[key] ??= {}) as Record<string, unknown>;
          }
          node[field.path.at(-1)!] = tenantValue(field.schema, OTHER);
          return {
            ...r,
            headers: { ...r.headers, 'content-type': 'application/json' },
            body: new TextEncoder().encode(JSON.stringify(body)),
          };
        },
      });
    }
  }
  return places;
}

// ---------------------------------------------------------------------------------------------
// One valid request per write operation, as the console would send it (demo, or the service
// tenant for maintenance), built by the real api-client.

type Fixtures = ReturnType<typeof fixtures>;

function fixtures() {
  const s = fakeOf(sandbox).state;
  const demo = <T extends { tenant: string }>(items: readonly T[]) =>
    items.filter((i) => i.tenant === 'demo');
  const must = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the seed has no ${what}`);
    return value;
  };
  const isActive = (status: string) => /^(Ready|InProgress|READY|IN_PROGRESS)$/.test(status);
  const device = must(
    demo(s.devices).find((d) => s.comments.some((c) => c.deviceId === d.id)),
    'commented device',
  );
  const floor = must(
    demo(s.floors).find((f) => s.floorPlans.some((p) => p.targetId === f.id)),
    'floor with a plan',
  );
  const installation = must(
    s.installations.find(
      (i) => i.tenant === 'demo' && isActive(i.status) && i.serialnumber !== 'HDP2-99500',
    ),
    'active installation',
  );
  return {
    device,
    freeDevice: must(
      demo(s.devices).find(
        (d) => !s.installations.some((i) => i.deviceId === d.id && isActive(i.status)),
      ),
      'device without an active installation',
    ),
    comment: must(
      s.comments.find((c) => c.deviceId === device.id),
      'comment',
    ),
    section: must(
      demo(s.sections).find((x) => x.id === floor.sectionId),
      'section',
    ),
    premise: must(
      demo(s.premises).find((p) => p.id === floor.premiseId),
      'premise',
    ),
    floor,
    floorWithoutPlan: must(
      demo(s.floors).find((f) => !s.floorPlans.some((p) => p.targetId === f.id)),
      'floor without a plan',
    ),
    room: must(
      demo(s.rooms).find((r) => r.floorId === floor.id),
      'room',
    ),
    roomWithPlan: must(
      s.floorPlans.find((p) => p.tenant === 'demo' && p.target === 'room'),
      'room plan',
    ).targetId,
    roomWithoutPlan: must(
      demo(s.rooms).find((r) => !s.floorPlans.some((p) => p.targetId === r.id)),
      'room without a plan',
    ),
    roomType: must(demo(s.roomTypes)[0], 'room type'),
    installation,
    user: must(
      demo(s.users).find((u) => u.screen === null),
      'user',
    ),
    group: must(s.groups[0], 'group'),
    deviceSession: must(
      s.deviceSessions.find((x) => x.tenant === 'demo' && x.stopped === null),
      'running device session',
    ),
    model: must(s.deviceModels[0], 'device model'),
  };
}

interface Row {
  /** The tenant of the valid request: demo, or the service tenant for maintenance (spec §6). */
  tenant?: 'service';
  call: (api: ApiClient, f: Fixtures) => Promise<unknown>;
}

const rows: Record<string, Row> = {
  createDevice: { call: (api) => api.createDevice({ serialNumber: 'ISO-0001' }) },
  setDevicePowerSource: {
    call: (api, f) => api.setDevicePowerSource(f.device.id, { powerSource: 'Mains' }),
  },
  createDeviceComment: {
    call: (api, f) => api.createDeviceComment(f.device.id, { text: 'Checked.' }),
  },
  updateDeviceComment: {
    call: (api, f) => api.updateDeviceComment(f.device.id, f.comment.id, { text: 'Edited.' }),
  },
  deleteDeviceComment: { call: (api, f) => api.deleteDeviceComment(f.device.id, f.comment.id) },
  createTenantDevice: {
    call: (api) => api.createTenantDevice('demo', { serialNumber: 'ISO-0002' }),
  },
  updateTenantDevice: {
    call: (api, f) =>
      api.updateTenantDevice('demo', f.device.id, {
        location: { tenant: { identifier: 'demo' }, identifier: f.room.id, type: 'RoomModel' },
      }),
  },
  addTenantDeviceFluid: {
    call: (api, f) => api.addTenantDeviceFluid('demo', f.device.id, { type: 'Soap' }),
  },
  setTenantDeviceFluidType: {
    call: (api, f) => api.setTenantDeviceFluidType('demo', f.device.id, { type: 'Alcohol' }),
  },
  changeTenantDeviceBatteries: {
    call: (api, f) => api.changeTenantDeviceBatteries('demo', f.device.id, {}),
  },
  provisionDevices: {
    call: (api, f) =>
      api.provisionDevices({ deviceSpecification: { modelId: f.model.id }, numberOfNewDevices: 2 }),
  },
  createInstallation: {
    call: (api, f) =>
      api.createInstallation({ serialnumber: f.freeDevice.serialNumber, tenantIdentifier: 'demo' }),
  },
  updateInstallationStatus: {
    call: (api, f) =>
      api.updateInstallationStatus(f.installation.id, { installationStatus: 'InProgress' }),
  },
  setInstallationInstaller: {
    call: (api, f) => api.setInstallationInstaller(f.installation.id, { installer: f.user.id }),
  },
  completeInstallation: {
    call: (api, f) =>
      api.completeInstallation(f.installation.id, {
        serialNumber: f.installation.serialnumber,
        roomId: f.room.id,
        fluidType: 'Alcohol',
        offlineConfirmed: true,
      }),
  },
  uploadInstallationImage: {
    call: (api, f) =>
      api.uploadInstallationImage(
        f.installation.id,
        new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
        'wall.png',
      ),
  },
  createSection: { call: (api) => api.createSection({ name: 'Isolasjon' }) },
  createRoomType: {
    call: (api) => api.createRoomType({ name: 'Isolat', useForCompliance: false }),
  },
  createPremise: {
    call: (api, f) => api.createPremise({ name: 'Nytt bygg', sectionId: f.section.id }),
  },
  createFloor: {
    call: (api, f) =>
      api.createFloor(f.section.id, {
        name: '9. etasje',
        sectionId: f.section.id,
        number: 9,
        premiseId: f.premise.id,
      }),
  },
  createRoom: {
    call: (api, f) =>
      api.createRoom(f.floor.id, {
        name: 'Lab 9',
        sectionId: f.floor.sectionId ?? '',
        roomTypeId: f.roomType.id,
        floorId: f.floor.id,
      }),
  },
  createFloorFloorPlan: {
    call: (api, f) => api.createFloorFloorPlan(f.floorWithoutPlan.id, { map: [{ x: 1 }] }),
  },
  updateFloorFloorPlan: { call: (api, f) => api.updateFloorFloorPlan(f.floor.id, { map: [] }) },
  createRoomFloorPlan: {
    call: (api, f) => api.createRoomFloorPlan(f.roomWithoutPlan.id, { map: [[0, 1]] }),
  },
  updateRoomFloorPlan: { call: (api, f) => api.updateRoomFloorPlan(f.roomWithPlan, { map: [1] }) },
  updatePremiseLocation: {
    call: (api, f) => api.updatePremiseLocation(f.premise.id, { latitude: 59.9, longitude: 10.7 }),
  },
  inviteUser: {
    call: (api, f) =>
      api.inviteUser({
        userInfo: {
          email: 'isolation@demo.example',
          firstName: 'Iso',
          lastName: 'Lation',
          groups: [f.group.id],
          tenantId: 'demo',
        },
        allowedSections: [f.section.id],
      }),
  },
  updateUser: {
    call: (api, f) =>
      api.updateUser(f.user.id, {
        userInfo: { groups: [f.group.id], tenantId: 'demo' },
        allowedSections: [f.section.id],
      }),
  },
  deleteUser: { call: (api, f) => api.deleteUser(f.user.id) },
  createScreenUser: {
    call: (api, f) =>
      api.createScreenUser({
        email: 'screen98@screens.hygiene.example',
        screenDeviceType: 'Tablet',
        specs: 'iPad',
        allowedSections: [f.section.id],
      }),
  },
  startMaintenance: {
    tenant: 'service',
    call: (api) => api.startMaintenance({ tenantIdentifier: 'demo' }),
  },
  startDeviceSessions: {
    tenant: 'service',
    call: (api, f) =>
      api.startDeviceSessions({ deviceIds: [f.device.id], tenantIdentifier: 'demo' }),
  },
  updateDeviceSession: {
    tenant: 'service',
    call: (api, f) => api.updateDeviceSession(f.deviceSession.id, { tenantIdentifier: 'demo' }),
  },
  stopDeviceSession: {
    tenant: 'service',
    call: (api, f) => api.stopDeviceSession(f.deviceSession.id),
  },
};

/** The request the api-client sends for a row, captured rather than sent. */
async function build(row: Row): Promise<BuiltRequest> {
  let captured: Request | undefined;
  const api = createApiClient({
    baseUrl: `${sandbox.url}/api`,
    fetch: async (request) => {
      captured = request;
      return new Response(null, { status: 204 });
    },
    getAccessToken: () => 'replaced',
    getTenantIdentifier: () => row.tenant ?? 'demo',
  });
  await row.call(api, fixtures());
  if (!captured) throw new Error('the api-client sent nothing');
  const headers: Record<string, string> = {};
  captured.headers.forEach((value, name) => {
    if (name !== 'authorization') headers[name] = value;
  });
  const body = captured.body ? new Uint8Array(await captured.arrayBuffer()) : undefined;
  return { method: captured.method, url: new URL(captured.url), headers, body };
}

function send(request: BuiltRequest, token: string): Promise<Response> {
  return fetch(request.url, {
    method: request.method,
    headers: { ...request.headers, authorization: `Bearer ${token}` },
    body: request.body,
  });
}

const platformBytes = () => JSON.stringify(fakeOf(sandbox).snapshot());

// ---------------------------------------------------------------------------------------------

const operations = writeOperations();

describe('tenant isolation over every write operation of the contract', () => {
  it('has a valid request for every write operation (a new write route must add one)', () => {
    expect(Object.keys(rows).sort()).toEqual(operations.map((o) => o.operationId).sort());
    expect(operations.length).toBe(34);
    // Where the contract says these operations take a tenant, besides the header.
    const places = operations.flatMap((o) =>
      placesOf(o)
        .filter((p) => p.name !== 'header')
        .map((p) => `${o.operationId} ${p.name}`),
    );
    expect(places.sort()).toEqual([
      'addTenantDeviceFluid path:tenant',
      'changeTenantDeviceBatteries path:tenant',
      'createInstallation body:tenantIdentifier',
      'createTenantDevice path:tenant',
      'inviteUser body:userInfo.tenantId',
      'setTenantDeviceFluidType path:tenant',
      'startDeviceSessions body:tenantIdentifier',
      'startMaintenance body:tenantIdentifier',
      'updateDeviceSession body:tenantIdentifier',
      'updateTenantDevice body:location.tenant',
      'updateTenantDevice path:tenant',
      'updateUser body:userInfo.tenantId',
    ]);
  });

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s: staff naming another tenant anywhere is refused and changes nothing',
    async (_name, write) => {
      const row = rows[write.operationId];
      if (!row) throw new Error(`no row for ${write.operationId}`);
      fakeOf(sandbox).load(seed);
      const base = await build(row);
      const places = placesOf(write);
      const variants = places.map((place) => ({ name: place.name, request: place.apply(base) }));
      // Maintenance is the service tenant's: staff is refused even naming only demo.
      if (row.tenant === 'service') {
        variants.push({
          name: 'maintenance as demo',
          request: { ...base, headers: { ...base.headers, [TENANT_HEADER]: 'demo' } },
        });
      }
      for (const { name, request } of variants) {
        const before = platformBytes();
        const response = await send(request, staffToken);
        expect([403, 404], `${write.operationId} with another tenant in ${name}`).toContain(
          response.status,
        );
        expect(platformBytes(), `${write.operationId}: ${name} changed the platform`).toBe(before);
      }
      // The same request unchanged, by a user who may reach its tenant, is valid: the refusals
      // above are the tenant's doing.
      const control = await send(base, adminToken);
      expect(control.status, `${write.operationId} as admin: ${await control.text()}`).toBeLessThan(
        400,
      );
      fakeOf(sandbox).load(seed);
    },
  );

  it.each(
    operations
      .filter(
        (o) =>
          rows[o.operationId]?.tenant !== 'service' && placesOf(o).some((p) => p.name !== 'header'),
      )
      .map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const),
  )(
    '%s: the demo tenant naming another tenant outside its header is refused by the platform too',
    async (_name, write) => {
      fakeOf(sandbox).load(seed);
      const base = await build(rows[write.operationId]!);
      // admin may reach every tenant, so the gateway lets it through: the platform's own rule
      // (a customer tenant writes only its own data) must refuse it.
      for (const place of placesOf(write).filter((p) => p.name !== 'header')) {
        const before = platformBytes();
        const response = await send(place.apply(base), adminToken);
        expect([403, 404], `${write.operationId} with another tenant in ${place.name}`).toContain(
          response.status,
        );
        expect(platformBytes()).toBe(before);
      }
    },
  );
});
