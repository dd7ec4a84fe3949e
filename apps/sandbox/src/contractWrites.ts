/**
 * The write operations of the contract as requests, shared by the tests that throw them at the
 * sandbox: every write operation (post, put, patch, delete) of
 * packages/api-client/openapi/platform.yaml, the places each accepts a tenant (header, path,
 * query, body fields whose name or schema says tenant), and one valid request per operation as
 * the console would send it (demo, or the service tenant for maintenance), built by the real
 * api-client.
 */
import { createApiClient, platformContract, TENANT_HEADER } from '@hygiene/api-client';
import type { ApiClient, ContractOperation } from '@hygiene/api-client';
import type { FakePlatform } from '@hygiene/fake-platform';

type PlatformState = FakePlatform['state'];

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;
const NAMES_A_TENANT = /tenant/i;
/** A tenant staff may not reach. */
export const OTHER = 'oslo-universitetssykehus';
// ---------------------------------------------------------------------------------------------
// The contract: write operations and where each accepts a tenant.

export interface WriteOperation {
  method: (typeof WRITE_METHODS)[number];
  path: string;
  operationId: string;
  operation: ContractOperation;
}

export function writeOperations(): WriteOperation[] {
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

export interface Place {
  /** `header`, `path:{name}`, `query:{name}` or `body:{dot.path}` */
  name: string;
  apply(request: BuiltRequest): BuiltRequest;
}

export interface BuiltRequest {
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

export function placesOf(write: WriteOperation): Place[] {
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
// Records nothing hangs under, for the removals: the seed has empty rooms only.

const EMPTY = {
  section: 'contract-writes-empty-section',
  premise: 'contract-writes-empty-premise',
  floor: 'contract-writes-empty-floor',
  roomType: 'contract-writes-unused-room-type',
} as const;

/**
 * Adds to demo an empty section, an empty premise and floor (in a seeded section and premise) and
 * a room type no room has, so each removal has a valid request. Call before taking the snapshot
 * the tests load between requests.
 */
export function addEmptyLocations(state: PlatformState): void {
  // The state's types are read-only for handlers' callers; a test sets its data up directly.
  const s = state as unknown as Record<
    'sections' | 'premises' | 'floors' | 'roomTypes',
    Record<string, unknown>[]
  >;
  const floor = state.floors.find((f) => f.tenant === 'demo')!;
  s.sections.push({ id: EMPTY.section, tenant: 'demo', name: 'Tom seksjon' });
  s.premises.push({
    id: EMPTY.premise,
    tenant: 'demo',
    sectionId: floor.sectionId,
    name: 'Tomt bygg',
    location: null,
  });
  s.floors.push({
    id: EMPTY.floor,
    tenant: 'demo',
    sectionId: floor.sectionId,
    premiseId: floor.premiseId,
    name: 'Tom etasje',
    number: 99,
  });
  s.roomTypes.push({ id: EMPTY.roomType, tenant: 'demo', name: 'Ubrukt', useForCompliance: false });
}

// ---------------------------------------------------------------------------------------------
// One valid request per write operation, as the console would send it (demo, or the service
// tenant for maintenance), built by the real api-client.

type Fixtures = ReturnType<typeof fixtures>;

/** The seeded records the rows write to, found in the platform's state. */
/**
 * Makes the comment the rows edit and delete `username`'s own: only its author edits a comment
 * (issue 46), so a valid edit is one by its author. Call it before the test's seed is taken.
 */
export function authorFixtureComment(state: PlatformState, username: string): void {
  // The state's types are read-only for handlers' callers; a test sets its data up directly.
  (fixtures(state).comment as { authorId: string | null }).authorId = username;
}

function fixtures(s: PlatformState) {
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
    emptyRoom: must(
      demo(s.rooms).find(
        (r) =>
          !s.devices.some((d) => d.locationId === r.id) &&
          !s.installations.some((i) => i.roomId === r.id),
      ),
      'empty room',
    ),
    installation,
    /** A demo installation with a picture (the seed gives every third finished one a picture). */
    picture: must(
      s.installations.flatMap((i) =>
        i.tenant === 'demo' && i.images[0]?.id
          ? [{ installationId: i.id, imageId: i.images[0].id }]
          : [],
      )[0],
      'installation with a picture',
    ),
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

export interface Row {
  /** The tenant of the valid request: demo, or the service tenant for maintenance (spec §6). */
  tenant?: 'service';
  call: (api: ApiClient, f: Fixtures) => Promise<unknown>;
}

export const rows: Record<string, Row> = {
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
        new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' }),
        'wall.png',
      ),
  },
  removeInstallationImage: {
    call: (api, f) => api.removeInstallationImage(f.picture.installationId, f.picture.imageId),
  },
  createSection: { call: (api) => api.createSection({ name: 'Isolasjon' }) },
  createRoomType: {
    call: (api) => api.createRoomType({ name: 'Isolat', useForCompliance: false }),
  },
  renameSection: { call: (api, f) => api.renameSection(f.section.id, { name: 'Vest' }) },
  renamePremise: { call: (api, f) => api.renamePremise(f.premise.id, { name: 'Hovedbygg' }) },
  renameFloor: { call: (api, f) => api.renameFloor(f.floor.id, { name: 'Loftet' }) },
  renameRoom: { call: (api, f) => api.renameRoom(f.room.id, { name: 'Skyllerom 2' }) },
  renameRoomType: { call: (api, f) => api.renameRoomType(f.roomType.id, { name: 'Lab' }) },
  // The removals need `addEmptyLocations` in the state the test loads.
  removeSection: { call: (api) => api.removeSection(EMPTY.section) },
  removePremise: { call: (api) => api.removePremise(EMPTY.premise) },
  removeFloor: { call: (api) => api.removeFloor(EMPTY.floor) },
  removeRoom: { call: (api, f) => api.removeRoom(f.emptyRoom.id) },
  removeRoomType: { call: (api) => api.removeRoomType(EMPTY.roomType) },
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
  updateAttentionThresholds: {
    call: (api) =>
      api.updateAttentionThresholds('demo', {
        lowBatteryPercent: 25,
        criticalBatteryPercent: 10,
        offlineAfterMinutes: 90,
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
export async function build(
  row: Row,
  sandboxUrl: string,
  state: PlatformState,
): Promise<BuiltRequest> {
  let captured: Request | undefined;
  const api = createApiClient({
    baseUrl: `${sandboxUrl}/api`,
    fetch: async (request) => {
      captured = request;
      return new Response(null, { status: 204 });
    },
    getAccessToken: () => 'replaced',
    getTenantIdentifier: () => row.tenant ?? 'demo',
  });
  await row.call(api, fixtures(state));
  if (!captured) throw new Error('the api-client sent nothing');
  const headers: Record<string, string> = {};
  captured.headers.forEach((value, name) => {
    if (name !== 'authorization') headers[name] = value;
  });
  const body = captured.body ? new Uint8Array(await captured.arrayBuffer()) : undefined;
  return { method: captured.method, url: new URL(captured.url), headers, body };
}

export function send(request: BuiltRequest, token: string): Promise<Response> {
  return fetch(request.url, {
    method: request.method,
    headers: { ...request.headers, authorization: `Bearer ${token}` },
    body: request.body,
  });
}

// ---------------------------------------------------------------------------------------------
// The bounded strings of the JSON bodies: where a write's limits are, read from the contract.

export interface BoundedString {
  /** The field's dot path in the body (`userInfo.email`, `groups.0`). */
  path: string[];
  maxLength: number;
  /** The component the string is (`SerialNumber`, `Name`, `Id`), when it is one. */
  component: string | undefined;
}

/**
 * Every string of a write's JSON body with a `maxLength` the request validator checks (not an
 * `x-quota`, which is the platform's 413), present in `body` (the valid request's) or an
 * optional field of an object present there; list items at index 0 when the list has one.
 */
/** The JSON body schema of a write, if it takes one. */
export function jsonBodySchemaOf(write: WriteOperation): unknown {
  const content = (resolve(write.operation.requestBody)?.content ?? {}) as Record<
    string,
    { schema: unknown }
  >;
  return content['application/json']?.schema;
}

export function boundedStrings(write: WriteOperation, body: unknown): BoundedString[] {
  const schema = jsonBodySchemaOf(write);
  if (schema === undefined) return [];
  const found: BoundedString[] = [];
  const visit = (raw: unknown, value: unknown, path: string[]) => {
    const ref = (raw as { $ref?: string } | undefined)?.$ref;
    const node = resolve(raw);
    if (!node) return;
    for (const part of [
      ...((node.oneOf ?? []) as unknown[]),
      ...((node.allOf ?? []) as unknown[]),
    ]) {
      visit(part, value, path);
    }
    const types = ([] as unknown[]).concat(node.type ?? []);
    if (types.includes('string') && typeof node.maxLength === 'number' && !node['x-quota']) {
      found.push({ path, maxLength: node.maxLength, component: ref?.split('/').at(-1) });
    }
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      if (value.length > 0 && node.items) visit(node.items, value[0], [...path, '0']);
      return;
    }
    const properties = (node.properties ?? {}) as Record<string, unknown>;
    for (const [name, property] of Object.entries(properties)) {
      const inner = (value as Record<string, unknown>)[name];
      // A string field is set whether the valid body has it or not; an object only if it does.
      visit(property, inner, [...path, name]);
    }
  };
  visit(schema, body, []);
  // A path whose parent the body lacks cannot be set; the string fields of a missing object
  // are left out (the walk above reached them through `undefined`).
  return found.filter((field) => parentOf(body, field.path) !== undefined);
}

function parentOf(body: unknown, path: string[]): Record<string, unknown> | undefined {
  let node = body;
  for (const key of path.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : undefined;
}

/** `request` with the JSON body's field at `path` set to `value`. */
export function withField(request: BuiltRequest, path: string[], value: unknown): BuiltRequest {
  const body = JSON.parse(new TextDecoder().decode(request.body ?? new Uint8Array())) as unknown;
  parentOf(body, path)![path.at(-1)!] = value;
  return { ...request, body: new TextEncoder().encode(JSON.stringify(body)) };
}

/** The JSON body of a built request. */
export function jsonBodyOf(request: BuiltRequest): unknown {
  return request.body ? (JSON.parse(new TextDecoder().decode(request.body)) as unknown) : undefined;
}
