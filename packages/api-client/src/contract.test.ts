import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { listContractCalls, matchContractCall, platformContract } from './contract';
import type { PlatformContract } from './contract';
import { EVENT_TYPES, FLUID_TYPES, INSTALLATION_STATUSES, LOCATION_OBJECT_TYPES } from './enums';

/** The hand-written document, parsed here rather than trusted through the generated JSON. */
const document = parse(
  readFileSync(new URL('../openapi/platform.yaml', import.meta.url), 'utf8'),
) as PlatformContract;
const calls = listContractCalls(document);

/**
 * Every method+path pair spec §7 writes out, counted by hand from the spec, section by section
 * ("GET, POST /x" and "POST, PUT and GET on /a and /b" expanded).
 */
const specPairs = {
  Tenants: ['GET /tenants/{id}', 'GET /tenants', 'GET /tenants/closest'],
  Devices: [
    'GET /devices',
    'GET /devices/{id}',
    'POST /devices',
    'GET /device-models',
    'PUT /devices/{id}/power-source',
    'GET /devices/{id}/comments',
    'POST /devices/{id}/comments',
    'PUT /devices/{id}/comments/{commentId}',
    'DELETE /devices/{id}/comments/{commentId}',
    'GET /devices/{id}/qr-code',
    'GET /tenants/{tenant}/devices/{device}',
    'GET /tenants/{tenant}/devices/{device}/details',
    'POST /tenants/{tenant}/devices',
    'PUT /tenants/{tenant}/devices/{device}',
    'GET /tenants/{tenant}/devices',
    'POST /tenants/{tenant}/devices/{device}/fluid',
    'PUT /tenants/{tenant}/devices/{device}/fluid/type',
    'POST /tenants/{tenant}/devices/{device}/batteries',
  ],
  Events: ['GET /tenants/{tenant}/devices/{device}/events', 'GET /device-events'],
  Installations: [
    'GET /devices/{id}/installations',
    'GET /device-installations',
    'POST /device-installations',
    'PATCH /device-installations/{id}/status',
    'PUT /device-installations/{id}/installer',
    'POST /device-installations/{id}/complete',
    'POST /device-installations/{id}/images',
  ],
  Locations: [
    'GET /sections',
    'GET /floors',
    'GET /rooms',
    'GET /room-types',
    'POST /premises',
    'POST /sections',
    'POST /sections/{id}/floors',
    'POST /floors/{id}/rooms',
    'GET /premises/{id}',
    'GET /sections/{id}',
    'GET /floors/{id}',
    'GET /rooms/{id}',
    'GET /sections/{id}/premises',
    'GET /premises/{id}/floors',
    'GET /floors/{id}/rooms',
    'POST /floors/{id}/floor-plans',
    'PUT /floors/{id}/floor-plans',
    'GET /floors/{id}/floor-plans',
    'POST /rooms/{id}/floor-plans',
    'PUT /rooms/{id}/floor-plans',
    'GET /rooms/{id}/floor-plans',
    'POST /room-types',
    'PUT /premises/{id}/location',
  ],
  Users: [
    'GET /users',
    'GET /users/{id}',
    'PUT /users/{id}',
    'DELETE /users/{id}',
    'POST /users',
    'POST /screen-users',
    'GET /screen-users',
  ],
  Sessions: [
    'GET /service-tenants',
    'POST /sessions',
    'GET /sessions',
    'GET /users/{id}/sessions',
    'POST /sessions/devices',
    'PUT /device-sessions/{id}',
    'POST /device-sessions/{id}/stop',
    'GET /device-sessions',
    'GET /devices/{id}/sessions',
  ],
};

/** The calls whose path the spec withholds, with the paths chosen here. */
const chosenPairs = {
  getDeviceBySerialNumber: 'GET /devices/by-serial-number/{serialNumber}',
  getTenantDeviceBySerialNumber: 'GET /tenants/{tenant}/devices/by-serial-number/{serialNumber}',
  provisionDevices: 'POST /devices/provision',
  listGroups: 'GET /groups',
};

/** Query parameter names spec §7 gives, word for word, per call. */
const specQueryNames: Record<string, string[]> = {
  'GET /tenants': ['term', 'longitude', 'latitude', 'orderByProximity', 'searchTerm'],
  'GET /tenants/closest': ['longitude', 'latitude'],
  'GET /devices': ['term'],
  'GET /device-models': ['term'],
  'GET /tenants/{tenant}/devices': [
    'term',
    'location.room-id',
    'location.excluded-room-id',
    'location.section-id',
    'location.floor-id',
    'location.excluded-floor-id',
    'location.room-type-id',
    'location.tenant-identifier',
    'status.is-on',
  ],
  'GET /tenants/{tenant}/devices/{device}/events': [
    'typesIncluded',
    'bluetoothEventsIncluded',
    'transactionEventsIncluded',
  ],
  'GET /device-events': [
    'typesIncluded',
    'bluetoothEventsIncluded',
    'transactionEventsIncluded',
    'summaryEventsIcluded',
  ],
  'GET /devices/{id}/installations': ['tenantIdentifierFilter', 'installationStatusFilter'],
  'GET /device-installations': ['tenantIdentifierFilter', 'installationStatusFilter'],
  'GET /sections': ['term'],
  'GET /floors': ['term'],
  'GET /rooms': ['term', 'floor-id'],
  'GET /room-types': ['term'],
  'GET /users': ['term', 'groups'],
  'GET /sessions': ['term', 'tenantIdentifiers'],
  'GET /users/{id}/sessions': ['tenantIdentifiers'],
  'GET /device-sessions': ['term', 'tenantIdentifiers', 'currentlyUnderMaintenance'],
  'GET /devices/{id}/sessions': ['term', 'tenantIdentifiers'],
};

const pairOf = (call: { method: string; path: string }) =>
  `${call.method.toUpperCase()} ${call.path}`;
const callFor = (pair: string) => calls.find((call) => pairOf(call) === pair);
const schemas = document.components.schemas as Record<string, Record<string, unknown>>;

describe('the platform contract', () => {
  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists the 69 method+path pairs of spec §7, each once', () => {
    const pairs = Object.values(specPairs).flat();
    expect(pairs).toHaveLength(69);
    expect(new Set(pairs).size).toBe(69);
    const missing = pairs.filter((pair) => !callFor(pair));
    expect(missing).toEqual([]);
  });

  it('marks every call beyond the 69 pairs and the withheld ones as an extension, saying why', () => {
    // Extensions are found by their mark, not listed here: a call added to the contract without
    // `x-extension: true` (and its reason) fails, and one marked but named by the spec fails too.
    const specified = new Set([...Object.values(specPairs).flat(), ...Object.values(chosenPairs)]);
    const unmarked = calls.filter((call) => !specified.has(pairOf(call)) && !call.extension);
    expect(unmarked.map(pairOf)).toEqual([]);
    const extensions = calls.filter((call) => call.extension);
    expect(extensions.filter((call) => specified.has(pairOf(call))).map(pairOf)).toEqual([]);
    expect(calls).toHaveLength(specified.size + extensions.length);
    for (const call of extensions) {
      const operation = document.paths[call.path]?.[call.method];
      expect(operation?.description, call.operationId).toMatch(/Not a call of the spec/);
      expect(call.chosenHere, call.operationId).toBe(false);
    }
  });

  it('marks exactly the withheld calls as chosen here, each with a reason', () => {
    const chosen = calls.filter((call) => call.chosenHere);
    expect(Object.fromEntries(chosen.map((call) => [call.operationId, pairOf(call)]))).toEqual(
      chosenPairs,
    );
    for (const call of chosen) {
      const operation = document.paths[call.path]?.[call.method];
      expect(operation?.description, call.operationId).toMatch(/withholds/);
    }
  });

  it('gives every call a unique operationId', () => {
    const ids = calls.map((call) => call.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('requires the x-tenant-identifier header on every call and a bearer token everywhere', () => {
    for (const call of calls) {
      expect(call.parameters, pairOf(call)).toContainEqual({
        name: 'x-tenant-identifier',
        in: 'header',
        required: true,
      });
    }
    expect(document).toMatchObject({
      security: [{ bearerAuth: [] }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    });
  });

  it.each(Object.entries(specQueryNames))('%s takes the spec’s query names', (pair, names) => {
    const queryNames = callFor(pair)
      ?.parameters.filter((p) => p.in === 'query')
      .map((p) => p.name);
    expect(queryNames).toEqual(expect.arrayContaining(names));
  });

  it('names every path parameter of a template, and only those', () => {
    for (const call of calls) {
      const inTemplate = [...call.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = call.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared, pairOf(call)).toEqual(inTemplate);
    }
  });

  it('documents the status codes the spec names', () => {
    const responses = (pair: string) => {
      const call = callFor(pair);
      return Object.keys(document.paths[call!.path]![call!.method]!.responses);
    };
    expect(responses('POST /device-installations')).toEqual(
      expect.arrayContaining(['200', '409', '500']),
    );
    expect(responses('POST /sessions')).toContain('204');
    expect(responses('POST /room-types')).toEqual(expect.arrayContaining(['200', '409']));
    expect(responses('GET /devices/{id}')).toContain('404');
    expect(responses('GET /tenants/{tenant}/devices/{device}/details')).toContain('404');
  });

  it('sends installation images as multipart with the field imageFile', () => {
    const operation = document.paths['/device-installations/{id}/images']?.post;
    expect(operation?.requestBody).toMatchObject({
      content: { 'multipart/form-data': { schema: { required: ['imageFile'] } } },
    });
  });

  it('has a schema for every entity of spec §3', () => {
    const entities = [
      'Tenant',
      'ServiceTenant',
      'Device',
      'DeviceComment',
      'DeviceModel',
      'DeviceInstallation',
      'DeviceEvent',
      'BluetoothEvent',
      'TransactionEvent',
      'CounterEvent',
      'UserSession',
      'Section',
      'Premise',
      'Floor',
      'Room',
      'RoomType',
      'FloorPlan',
      'PageInfo',
      'UserProfile',
      'User',
      'Group',
      'UserInvite',
      'ScreenUserCreate',
      'ScreenOption',
      'DeviceFilter',
      'ProvisionRequest',
      'ProvisionResult',
      'LocationObjectType',
    ];
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(entities));
  });

  it('pages with items, pageSize, currentPage, nextPage, totalItems and totalPages', () => {
    expect(schemas.PageInfo?.required).toEqual([
      'pageSize',
      'currentPage',
      'nextPage',
      'totalItems',
      'totalPages',
    ]);
    expect(schemas.DevicePage).toMatchObject({
      allOf: [{ $ref: '#/components/schemas/PageInfo' }, { required: ['items'] }],
    });
  });

  it('holds the same enum values as the exported const arrays', () => {
    expect(schemas.EventType?.enum).toEqual([...EVENT_TYPES]);
    expect(schemas.EventType?.enum).toContain('UknownEvent');
    expect(schemas.InstallationStatus?.enum).toEqual([...INSTALLATION_STATUSES]);
    expect(schemas.FluidType?.enum).toEqual([...FLUID_TYPES]);
    expect(schemas.LocationObjectType?.enum).toEqual([...LOCATION_OBJECT_TYPES, null]);
  });

  it('is exported unchanged as platformContract', () => {
    expect(platformContract).toEqual(document);
  });
});

describe('matchContractCall', () => {
  it.each([
    ['GET', '/tenants/closest', 'getClosestTenant', {}],
    ['GET', '/tenants/acme', 'getTenant', { id: 'acme' }],
    ['GET', '/tenants/acme/devices', 'listTenantDevices', { tenant: 'acme' }],
    [
      'GET',
      '/tenants/acme/devices/d-1/details',
      'getTenantDeviceDetails',
      { tenant: 'acme', device: 'd-1' },
    ],
    [
      'GET',
      '/tenants/acme/devices/by-serial-number/SN%201',
      'getTenantDeviceBySerialNumber',
      { tenant: 'acme', serialNumber: 'SN 1' },
    ],
    ['GET', '/devices/by-serial-number/SN-1', 'getDeviceBySerialNumber', { serialNumber: 'SN-1' }],
    ['GET', '/devices/provision', 'getDevice', { id: 'provision' }],
    ['POST', '/devices/provision', 'provisionDevices', {}],
    ['post', '/device-sessions/ds-1/stop', 'stopDeviceSession', { id: 'ds-1' }],
    ['PATCH', '/device-installations/i-1/status', 'updateInstallationStatus', { id: 'i-1' }],
    ['GET', '/floors/f-1/floor-plans/', 'getFloorFloorPlan', { id: 'f-1' }],
  ])('%s %s is %s', (method, path, operationId, params) => {
    expect(matchContractCall(method, path)).toMatchObject({ call: { operationId }, params });
  });

  it.each([
    ['GET', '/nowhere'],
    ['DELETE', '/devices/d-1'],
    ['GET', '/devices//comments'],
    ['GET', '/devices/d-1/comments/c-1/extra'],
  ])('%s %s matches nothing', (method, path) => {
    expect(matchContractCall(method, path)).toBeUndefined();
  });

  it('matches every call of the contract by its own path', () => {
    for (const call of calls) {
      const path = call.path.replace(/\{([^}]+)\}/g, 'x');
      expect(matchContractCall(call.method, path, calls)?.call.operationId).toBe(call.operationId);
    }
  });
});

describe('extensions below a call (parameters, fields)', () => {
  /** Every object marked `x-extension: true` that is not an operation, with where it sits. */
  function markedBelowCalls(node: unknown, at: string[] = []): [string, Record<string, unknown>][] {
    if (typeof node !== 'object' || node === null) return [];
    const found: [string, Record<string, unknown>][] = [];
    const record = node as Record<string, unknown>;
    const isOperation = typeof record['operationId'] === 'string';
    if (record['x-extension'] === true && !isOperation) found.push([at.join('/'), record]);
    for (const [key, value] of Object.entries(record)) {
      found.push(...markedBelowCalls(value, [...at, key]));
    }
    return found;
  }
  const marked = markedBelowCalls(document);

  it('marks the screen-user filter of GET /users and the provisioned devices’ ids', () => {
    // A parameter by its name (its place in the list may change), a field by its path.
    expect(
      marked.map(([at, node]) => (typeof node['name'] === 'string' ? node['name'] : at)),
    ).toEqual(
      expect.arrayContaining([
        'screenUsers',
        'components/schemas/ProvisionResult/properties/devices',
      ]),
    );
    expect(marked.find(([, node]) => node['name'] === 'screenUsers')?.[0]).toMatch(
      /^paths\/\/users\/get\/parameters\//,
    );
    const screenUsers = callFor('GET /users')?.parameters.find((p) => p.name === 'screenUsers');
    expect(screenUsers).toMatchObject({ in: 'query', required: false });
    // Optional: an answer without it still satisfies the contract.
    expect(schemas.ProvisionResult?.required).not.toContain('devices');
  });

  it('says why for each, in its description', () => {
    for (const [at, node] of marked) {
      expect(node['description'], at).toMatch(/^Extension, not in the spec/);
    }
  });
});

describe('every value a request carries is bounded (issue 54)', () => {
  type Node = Record<string, unknown>;
  const resolveRef = (node: Node): Node => {
    let current = node;
    while (typeof current.$ref === 'string') {
      current = (current.$ref as string)
        .split('/')
        .slice(1)
        .reduce<unknown>((at, key) => (at as Node)[key], document) as Node;
    }
    return current;
  };
  /** Dot paths of the strings and arrays of a request body without a bound. */
  const unbounded = (raw: Node, path: string, seen: Set<Node>): string[] => {
    const node = resolveRef(raw);
    if (seen.has(node)) return [];
    const inner = new Set(seen).add(node);
    const found: string[] = [];
    for (const part of [...((node.oneOf ?? []) as Node[]), ...((node.allOf ?? []) as Node[])]) {
      found.push(...unbounded(part, path, inner));
    }
    const types = ([] as unknown[]).concat(node.type ?? []);
    const bounded =
      node.maxLength !== undefined ||
      node.enum !== undefined ||
      node.format === 'date-time' ||
      node.format === 'date';
    if (types.includes('string') && !bounded) found.push(path);
    if (types.includes('array')) {
      if (node.maxItems === undefined) found.push(path);
      if (node.items) found.push(...unbounded(node.items as Node, `${path}[]`, inner));
    }
    for (const [name, property] of Object.entries((node.properties ?? {}) as Node)) {
      found.push(...unbounded(property as Node, `${path}.${name}`, inner));
    }
    return found;
  };

  it('gives every string a maxLength, an enum or a date(-time) format, and every array a maxItems', () => {
    const found = calls.flatMap((call) => {
      const operation = (document.paths[call.path] as Node)[call.method.toLowerCase()] as Node;
      const body = operation.requestBody ? resolveRef(operation.requestBody as Node) : undefined;
      const schema = (body?.content as Node | undefined)?.['application/json'] as Node | undefined;
      return schema ? unbounded(schema.schema as Node, call.operationId, new Set()) : [];
    });
    expect(found).toEqual([]);
  });
});
