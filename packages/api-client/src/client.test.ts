import { describe, expect, it, vi } from 'vitest';

import { fixtures, imageResponse, jsonResponse, recordingFetch } from '../test/fixtures';
import type { FixtureName } from '../test/fixtures';
import { createApiClient } from './client';
import type { ApiClient } from './client';
import { listContractCalls, platformContract } from './contract';
import type { ApiResult } from './result';
import type { OperationId } from './types';

interface Row {
  call: (api: ApiClient) => Promise<ApiResult<unknown>>;
  /** The path with its parameters filled in. */
  path: string;
  /** Every query parameter the contract declares for the call, with the values sent. */
  query?: Record<string, string[]>;
  /** The JSON body sent, when the call has one. */
  body?: unknown;
}

const paging = { page: 2, pageSize: 9 };
const pagingQuery = { page: ['2'], pageSize: ['9'] };
const device = { serialNumber: 'SN-1', modelId: 'm-1' };
const fluid = { type: 'Soap' } as const;
const plan = { map: [{ x: 1 }] };

/**
 * One row per call of the contract (the Record type makes a missing or unknown operationId a
 * compile error; the test below also checks the document at run time).
 */
const table: Record<OperationId, Row> = {
  // Tenants
  getTenant: { call: (api) => api.getTenant('acme'), path: '/tenants/acme' },
  listTenants: {
    call: (api) =>
      api.listTenants({
        term: 'ac',
        searchTerm: 'ac',
        longitude: 10.5,
        latitude: 59.9,
        orderByProximity: true,
        ...paging,
      }),
    path: '/tenants',
    query: {
      term: ['ac'],
      searchTerm: ['ac'],
      longitude: ['10.5'],
      latitude: ['59.9'],
      orderByProximity: ['true'],
      ...pagingQuery,
    },
  },
  getClosestTenant: {
    call: (api) => api.getClosestTenant({ longitude: 10.5, latitude: 59.9 }),
    path: '/tenants/closest',
    query: { longitude: ['10.5'], latitude: ['59.9'] },
  },
  // Devices
  listDevices: {
    call: (api) => api.listDevices({ term: 'SN', ...paging }),
    path: '/devices',
    query: { term: ['SN'], ...pagingQuery },
  },
  createDevice: { call: (api) => api.createDevice(device), path: '/devices', body: device },
  getDevice: { call: (api) => api.getDevice('d 1'), path: '/devices/d%201' },
  listDeviceModels: {
    call: (api) => api.listDeviceModels({ term: 'X', ...paging }),
    path: '/device-models',
    query: { term: ['X'], ...pagingQuery },
  },
  setDevicePowerSource: {
    call: (api) => api.setDevicePowerSource('d-1', { powerSource: 'Mains' }),
    path: '/devices/d-1/power-source',
    body: { powerSource: 'Mains' },
  },
  listDeviceComments: {
    call: (api) => api.listDeviceComments('d-1'),
    path: '/devices/d-1/comments',
  },
  createDeviceComment: {
    call: (api) => api.createDeviceComment('d-1', { text: 'Hi' }),
    path: '/devices/d-1/comments',
    body: { text: 'Hi' },
  },
  updateDeviceComment: {
    call: (api) => api.updateDeviceComment('d-1', 'c-1', { text: 'Edited' }),
    path: '/devices/d-1/comments/c-1',
    body: { text: 'Edited' },
  },
  deleteDeviceComment: {
    call: (api) => api.deleteDeviceComment('d-1', 'c-1'),
    path: '/devices/d-1/comments/c-1',
  },
  getDeviceQrCode: { call: (api) => api.getDeviceQrCode('d-1'), path: '/devices/d-1/qr-code' },
  listTenantDevices: {
    call: (api) =>
      api.listTenantDevices('acme', {
        term: 'SN',
        'location.room-id': ['r-1', 'r-2'],
        'location.excluded-room-id': ['r-3'],
        'location.section-id': ['s-1'],
        'location.floor-id': ['f-1'],
        'location.excluded-floor-id': ['f-2'],
        'location.room-type-id': ['rt-1'],
        'location.tenant-identifier': 'acme',
        'status.is-on': false,
        ...paging,
      }),
    path: '/tenants/acme/devices',
    query: {
      term: ['SN'],
      'location.room-id': ['r-1', 'r-2'],
      'location.excluded-room-id': ['r-3'],
      'location.section-id': ['s-1'],
      'location.floor-id': ['f-1'],
      'location.excluded-floor-id': ['f-2'],
      'location.room-type-id': ['rt-1'],
      'location.tenant-identifier': ['acme'],
      'status.is-on': ['false'],
      ...pagingQuery,
    },
  },
  createTenantDevice: {
    call: (api) => api.createTenantDevice('acme', device),
    path: '/tenants/acme/devices',
    body: device,
  },
  getTenantDevice: {
    call: (api) => api.getTenantDevice('acme', 'd-1'),
    path: '/tenants/acme/devices/d-1',
  },
  updateTenantDevice: {
    call: (api) => api.updateTenantDevice('acme', 'd-1', { powerSource: null }),
    path: '/tenants/acme/devices/d-1',
    body: { powerSource: null },
  },
  getTenantDeviceDetails: {
    call: (api) => api.getTenantDeviceDetails('acme', 'd-1'),
    path: '/tenants/acme/devices/d-1/details',
  },
  addTenantDeviceFluid: {
    call: (api) => api.addTenantDeviceFluid('acme', 'd-1', fluid),
    path: '/tenants/acme/devices/d-1/fluid',
    body: fluid,
  },
  setTenantDeviceFluidType: {
    call: (api) => api.setTenantDeviceFluidType('acme', 'd-1', fluid),
    path: '/tenants/acme/devices/d-1/fluid/type',
    body: fluid,
  },
  changeTenantDeviceBatteries: {
    call: (api) =>
      api.changeTenantDeviceBatteries('acme', 'd-1', { changed: '2026-11-01T00:00:00Z' }),
    path: '/tenants/acme/devices/d-1/batteries',
    body: { changed: '2026-11-01T00:00:00Z' },
  },
  getDeviceBySerialNumber: {
    call: (api) => api.getDeviceBySerialNumber('SN-0001'),
    path: '/devices/by-serial-number/SN-0001',
  },
  getTenantDeviceBySerialNumber: {
    call: (api) => api.getTenantDeviceBySerialNumber('acme', 'SN-0001'),
    path: '/tenants/acme/devices/by-serial-number/SN-0001',
  },
  provisionDevices: {
    call: (api) =>
      api.provisionDevices({ deviceSpecification: { modelId: 'm-1' }, numberOfNewDevices: 2 }),
    path: '/devices/provision',
    body: { deviceSpecification: { modelId: 'm-1' }, numberOfNewDevices: 2 },
  },
  // Events
  listTenantDeviceEvents: {
    call: (api) =>
      api.listTenantDeviceEvents('acme', 'd-1', {
        typesIncluded: ['State', 'UknownEvent'],
        bluetoothEventsIncluded: true,
        transactionEventsIncluded: false,
        ...paging,
      }),
    path: '/tenants/acme/devices/d-1/events',
    query: {
      typesIncluded: ['State', 'UknownEvent'],
      bluetoothEventsIncluded: ['true'],
      transactionEventsIncluded: ['false'],
      ...pagingQuery,
    },
  },
  listDeviceEvents: {
    call: (api) =>
      api.listDeviceEvents({
        typesIncluded: ['HandSense'],
        bluetoothEventsIncluded: false,
        transactionEventsIncluded: true,
        summaryEventsIcluded: true,
        page: 0,
        pageSize: 10,
      }),
    path: '/device-events',
    query: {
      typesIncluded: ['HandSense'],
      bluetoothEventsIncluded: ['false'],
      transactionEventsIncluded: ['true'],
      summaryEventsIcluded: ['true'],
      page: ['0'],
      pageSize: ['10'],
    },
  },
  // Installations
  listDeviceInstallations: {
    call: (api) =>
      api.listDeviceInstallations('d-1', {
        tenantIdentifierFilter: 'acme',
        installationStatusFilter: ['Ready', 'IN_PROGRESS'],
        ...paging,
      }),
    path: '/devices/d-1/installations',
    query: {
      tenantIdentifierFilter: ['acme'],
      installationStatusFilter: ['Ready', 'IN_PROGRESS'],
      ...pagingQuery,
    },
  },
  listInstallations: {
    call: (api) =>
      api.listInstallations({
        tenantIdentifierFilter: 'acme',
        installationStatusFilter: ['Installed'],
        page: 1,
        pageSize: 20,
      }),
    path: '/device-installations',
    query: {
      tenantIdentifierFilter: ['acme'],
      installationStatusFilter: ['Installed'],
      page: ['1'],
      pageSize: ['20'],
    },
  },
  createInstallation: {
    call: (api) => api.createInstallation({ serialnumber: 'SN-1', tenantIdentifier: 'acme' }),
    path: '/device-installations',
    body: { serialnumber: 'SN-1', tenantIdentifier: 'acme' },
  },
  updateInstallationStatus: {
    call: (api) => api.updateInstallationStatus('i-1', { installationStatus: 'IN_PROGRESS' }),
    path: '/device-installations/i-1/status',
    body: { installationStatus: 'IN_PROGRESS' },
  },
  setInstallationInstaller: {
    call: (api) => api.setInstallationInstaller('i-1', { installer: 'u-1' }),
    path: '/device-installations/i-1/installer',
    body: { installer: 'u-1' },
  },
  completeInstallation: {
    call: (api) =>
      api.completeInstallation('i-1', {
        serialNumber: 'SN-1',
        roomId: 'r-1',
        fluidType: 'Alcohol',
      }),
    path: '/device-installations/i-1/complete',
    body: { serialNumber: 'SN-1', roomId: 'r-1', fluidType: 'Alcohol' },
  },
  uploadInstallationImage: {
    call: (api) =>
      api.uploadInstallationImage('i-1', new Blob(['png'], { type: 'image/png' }), 'wall.png'),
    path: '/device-installations/i-1/images',
  },
  removeInstallationImage: {
    call: (api) => api.removeInstallationImage('i-1', 'img-1'),
    path: '/device-installations/i-1/images/img-1',
  },
  // Locations
  listSections: {
    call: (api) => api.listSections({ term: 'N', ...paging }),
    path: '/sections',
    query: { term: ['N'], ...pagingQuery },
  },
  createSection: {
    call: (api) => api.createSection({ name: 'North' }),
    path: '/sections',
    body: { name: 'North' },
  },
  listFloors: {
    call: (api) => api.listFloors({ term: 'G', ...paging }),
    path: '/floors',
    query: { term: ['G'], ...pagingQuery },
  },
  listRooms: {
    call: (api) =>
      api.listRooms({ term: 'T', 'floor-id': 'f-1', 'premise-id': 'p-1', page: 1, pageSize: 6 }),
    path: '/rooms',
    query: {
      term: ['T'],
      'floor-id': ['f-1'],
      'premise-id': ['p-1'],
      page: ['1'],
      pageSize: ['6'],
    },
  },
  listRoomTypes: {
    call: (api) => api.listRoomTypes({ term: '', page: 0, pageSize: 100 }),
    path: '/room-types',
    query: { term: [''], page: ['0'], pageSize: ['100'] },
  },
  createRoomType: {
    call: (api) => api.createRoomType({ name: 'Toilet', useForCompliance: true }),
    path: '/room-types',
    body: { name: 'Toilet', useForCompliance: true },
  },
  createPremise: {
    call: (api) => api.createPremise({ name: 'Main', sectionId: 's-1' }),
    path: '/premises',
    body: { name: 'Main', sectionId: 's-1' },
  },
  createFloor: {
    call: (api) =>
      api.createFloor('s-1', { name: 'Ground', sectionId: 's-1', number: 0, premiseId: 'p-1' }),
    path: '/sections/s-1/floors',
    body: { name: 'Ground', sectionId: 's-1', number: 0, premiseId: 'p-1' },
  },
  createRoom: {
    call: (api) =>
      api.createRoom('f-1', { name: 'T1', sectionId: 's-1', roomTypeId: 'rt-1', floorId: 'f-1' }),
    path: '/floors/f-1/rooms',
    body: { name: 'T1', sectionId: 's-1', roomTypeId: 'rt-1', floorId: 'f-1' },
  },
  listFloorRooms: {
    call: (api) => api.listFloorRooms('f-1', { term: 'T', ...paging }),
    path: '/floors/f-1/rooms',
    query: { term: ['T'], ...pagingQuery },
  },
  getPremise: { call: (api) => api.getPremise('p-1'), path: '/premises/p-1' },
  getSection: { call: (api) => api.getSection('s-1'), path: '/sections/s-1' },
  getFloor: { call: (api) => api.getFloor('f-1'), path: '/floors/f-1' },
  getRoom: { call: (api) => api.getRoom('r-1'), path: '/rooms/r-1' },
  renameSection: {
    call: (api) => api.renameSection('s-1', { name: 'Vest' }),
    path: '/sections/s-1',
    body: { name: 'Vest' },
  },
  renamePremise: {
    call: (api) => api.renamePremise('p-1', { name: 'Main' }),
    path: '/premises/p-1',
    body: { name: 'Main' },
  },
  renameFloor: {
    call: (api) => api.renameFloor('f-1', { name: 'Ground' }),
    path: '/floors/f-1',
    body: { name: 'Ground' },
  },
  renameRoom: {
    call: (api) => api.renameRoom('r-1', { name: 'Sluice' }),
    path: '/rooms/r-1',
    body: { name: 'Sluice' },
  },
  renameRoomType: {
    call: (api) => api.renameRoomType('t-1', { name: 'Toilet' }),
    path: '/room-types/t-1',
    body: { name: 'Toilet' },
  },
  removeSection: { call: (api) => api.removeSection('s-1'), path: '/sections/s-1' },
  removePremise: { call: (api) => api.removePremise('p-1'), path: '/premises/p-1' },
  removeFloor: { call: (api) => api.removeFloor('f-1'), path: '/floors/f-1' },
  removeRoom: { call: (api) => api.removeRoom('r-1'), path: '/rooms/r-1' },
  removeRoomType: { call: (api) => api.removeRoomType('t-1'), path: '/room-types/t-1' },
  listPremises: {
    call: (api) => api.listPremises({ term: 'M', ...paging }),
    path: '/premises',
    query: { term: ['M'], ...pagingQuery },
  },
  listSectionPremises: {
    call: (api) => api.listSectionPremises('s-1', { term: 'M', ...paging }),
    path: '/sections/s-1/premises',
    query: { term: ['M'], ...pagingQuery },
  },
  listPremiseFloors: {
    call: (api) => api.listPremiseFloors('p-1', { term: 'G', ...paging }),
    path: '/premises/p-1/floors',
    query: { term: ['G'], ...pagingQuery },
  },
  getFloorFloorPlan: {
    call: (api) => api.getFloorFloorPlan('f-1'),
    path: '/floors/f-1/floor-plans',
  },
  createFloorFloorPlan: {
    call: (api) => api.createFloorFloorPlan('f-1', plan),
    path: '/floors/f-1/floor-plans',
    body: plan,
  },
  updateFloorFloorPlan: {
    call: (api) => api.updateFloorFloorPlan('f-1', plan),
    path: '/floors/f-1/floor-plans',
    body: plan,
  },
  getRoomFloorPlan: { call: (api) => api.getRoomFloorPlan('r-1'), path: '/rooms/r-1/floor-plans' },
  createRoomFloorPlan: {
    call: (api) => api.createRoomFloorPlan('r-1', plan),
    path: '/rooms/r-1/floor-plans',
    body: plan,
  },
  updateRoomFloorPlan: {
    call: (api) => api.updateRoomFloorPlan('r-1', plan),
    path: '/rooms/r-1/floor-plans',
    body: plan,
  },
  updatePremiseLocation: {
    call: (api) => api.updatePremiseLocation('p-1', { latitude: 59.9, longitude: 10.7 }),
    path: '/premises/p-1/location',
    body: { latitude: 59.9, longitude: 10.7 },
  },
  // Users
  listUsers: {
    call: (api) =>
      api.listUsers({
        term: 'ada',
        groups: ['g-1', 'g-2'],
        screenUsers: true,
        page: 1,
        pageSize: 1,
      }),
    path: '/users',
    query: {
      term: ['ada'],
      groups: ['g-1', 'g-2'],
      screenUsers: ['true'],
      page: ['1'],
      pageSize: ['1'],
    },
  },
  inviteUser: {
    call: (api) =>
      api.inviteUser({
        userInfo: {
          email: 'a@b.c',
          firstName: 'A',
          lastName: 'B',
          groups: ['g-1'],
          tenantId: 'acme',
        },
        allowedSections: ['s-1'],
      }),
    path: '/users',
    body: {
      userInfo: {
        email: 'a@b.c',
        firstName: 'A',
        lastName: 'B',
        groups: ['g-1'],
        tenantId: 'acme',
      },
      allowedSections: ['s-1'],
    },
  },
  getUser: { call: (api) => api.getUser('u-1'), path: '/users/u-1' },
  updateUser: {
    call: (api) =>
      api.updateUser('u-1', { userInfo: { groups: ['g-2'] }, allowedSections: ['s-2'] }),
    path: '/users/u-1',
    body: { userInfo: { groups: ['g-2'] }, allowedSections: ['s-2'] },
  },
  deleteUser: { call: (api) => api.deleteUser('u-1'), path: '/users/u-1' },
  listGroups: { call: (api) => api.listGroups(), path: '/groups' },
  listScreenUsers: { call: (api) => api.listScreenUsers(), path: '/screen-users' },
  createScreenUser: {
    call: (api) =>
      api.createScreenUser({
        email: 'screen2@example.com',
        screenDeviceType: 'Kiosk',
        specs: 'K, 2024',
        allowedSections: ['s-1'],
        passwordInfo: { password: 'secret', temporary: true },
      }),
    path: '/screen-users',
    body: {
      email: 'screen2@example.com',
      screenDeviceType: 'Kiosk',
      specs: 'K, 2024',
      allowedSections: ['s-1'],
      passwordInfo: { password: 'secret', temporary: true },
    },
  },
  // Sessions and maintenance
  listServiceTenants: { call: (api) => api.listServiceTenants(), path: '/service-tenants' },
  getTenantMaintenance: {
    call: (api) => api.getTenantMaintenance('acme'),
    path: '/tenants/acme/maintenance',
  },
  listAttention: {
    call: (api) =>
      api.listAttention('acme', {
        reason: ['empty', 'offline'],
        'section-id': 's-1',
        'premise-id': 'p-1',
        'floor-id': 'f-1',
        'device-id': 'd-1',
        page: 2,
        pageSize: 25,
      }),
    path: '/tenants/acme/attention',
    query: {
      reason: ['empty', 'offline'],
      'section-id': ['s-1'],
      'premise-id': ['p-1'],
      'floor-id': ['f-1'],
      'device-id': ['d-1'],
      page: ['2'],
      pageSize: ['25'],
    },
  },
  getAttentionSummary: {
    call: (api) => api.getAttentionSummary('acme'),
    path: '/tenants/acme/attention/summary',
  },
  getAttentionThresholds: {
    call: (api) => api.getAttentionThresholds('acme'),
    path: '/tenants/acme/attention/thresholds',
  },
  updateAttentionThresholds: {
    call: (api) =>
      api.updateAttentionThresholds('acme', {
        lowBatteryPercent: 25,
        criticalBatteryPercent: 5,
        offlineAfterMinutes: 60,
      }),
    path: '/tenants/acme/attention/thresholds',
    body: { lowBatteryPercent: 25, criticalBatteryPercent: 5, offlineAfterMinutes: 60 },
  },
  startMaintenance: {
    call: (api) => api.startMaintenance({ tenantIdentifier: 'acme' }),
    path: '/sessions',
    body: { tenantIdentifier: 'acme' },
  },
  listSessions: {
    call: (api) =>
      api.listSessions({ term: 'x', tenantIdentifiers: ['acme', 'beta'], page: 1, pageSize: 10 }),
    path: '/sessions',
    query: { term: ['x'], tenantIdentifiers: ['acme', 'beta'], page: ['1'], pageSize: ['10'] },
  },
  listUserSessions: {
    call: (api) => api.listUserSessions('u-1', { tenantIdentifiers: ['acme'], ...paging }),
    path: '/users/u-1/sessions',
    query: { tenantIdentifiers: ['acme'], ...pagingQuery },
  },
  startDeviceSessions: {
    call: (api) => api.startDeviceSessions({ deviceIds: ['d-1', 'd-2'] }),
    path: '/sessions/devices',
    body: { deviceIds: ['d-1', 'd-2'] },
  },
  updateDeviceSession: {
    call: (api) => api.updateDeviceSession('ds-1', { stopped: null }),
    path: '/device-sessions/ds-1',
    body: { stopped: null },
  },
  stopDeviceSession: {
    call: (api) => api.stopDeviceSession('ds-1'),
    path: '/device-sessions/ds-1/stop',
  },
  listDeviceSessions: {
    call: (api) =>
      api.listDeviceSessions({
        term: 'SN',
        tenantIdentifiers: ['acme'],
        currentlyUnderMaintenance: true,
        ...paging,
      }),
    path: '/device-sessions',
    query: {
      term: ['SN'],
      tenantIdentifiers: ['acme'],
      currentlyUnderMaintenance: ['true'],
      ...pagingQuery,
    },
  },
  listDeviceSessionsOfDevice: {
    call: (api) =>
      api.listDeviceSessionsOfDevice('d-1', { term: 'x', tenantIdentifiers: ['acme'], ...paging }),
    path: '/devices/d-1/sessions',
    query: { term: ['x'], tenantIdentifiers: ['acme'], ...pagingQuery },
  },
};

const calls = listContractCalls(platformContract);

/** The success answer the contract declares for a call: status and the fixture of its schema. */
function successOf(path: string, method: string): { status: number; answer: () => Response } {
  const operation = platformContract.paths[path]![method as 'get']!;
  const [code, declared] = Object.entries(operation.responses).find(([c]) => c.startsWith('2'))!;
  const status = Number(code);
  const response = resolve(declared) as { content?: Record<string, { schema: unknown }> };
  const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
  if (!mediaType || !media) return { status, answer: () => new Response(null, { status }) };
  if (mediaType.startsWith('image/')) return { status, answer: imageResponse };
  return { status, answer: () => jsonResponse(fixtureFor(media.schema), status) };
}

function resolve(value: unknown): unknown {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return value;
  const [, , section, name] = ref.split('/');
  return (platformContract.components as Record<string, Record<string, unknown>>)[section!]![name!];
}

function fixtureFor(schema: unknown): unknown {
  const { $ref, type, items } = schema as { $ref?: string; type?: string; items?: unknown };
  if (type === 'array') return [fixtureFor(items)];
  const name = $ref?.split('/').pop() as FixtureName;
  if (!(name in fixtures)) throw new Error(`No fixture for ${$ref}`);
  return fixtures[name];
}

function clientWith(fetch: (request: Request) => Promise<Response>): ApiClient {
  return createApiClient({
    baseUrl: 'https://api.test/v1',
    getAccessToken: () => 'token-1',
    getTenantIdentifier: () => 'acme',
    fetch,
  });
}

describe('createApiClient: one function per call of the contract', () => {
  it('has a table row for every call of the document and a function for every row', () => {
    expect(Object.keys(table).sort()).toEqual(calls.map((call) => call.operationId).sort());
    const api = clientWith(async () => new Response(null));
    expect(Object.keys(api).sort()).toEqual(Object.keys(table).sort());
  });

  it.each(calls.map((call) => [call.operationId, call] as const))(
    '%s sends its method, path, query and headers',
    async (operationId, contractCall) => {
      const row = table[operationId as OperationId];
      const { status, answer } = successOf(contractCall.path, contractCall.method);
      const { fetch, requests } = recordingFetch(answer);

      const result = await row.call(clientWith(fetch));

      expect(requests).toHaveLength(1);
      const request = requests[0]!;
      const url = new URL(request.url);
      expect(request.method).toBe(contractCall.method.toUpperCase());
      expect(url.origin + url.pathname).toBe(`https://api.test/v1${row.path}`);
      expect(request.headers.get('authorization')).toBe('Bearer token-1');
      expect(request.headers.get('x-tenant-identifier')).toBe('acme');

      // Every query parameter of the contract is sent by the row, under its exact name.
      const declared = contractCall.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      expect(Object.keys(row.query ?? {}).sort()).toEqual([...declared].sort());
      const sent = Object.fromEntries(
        [...new Set(url.searchParams.keys())].map((key) => [key, url.searchParams.getAll(key)]),
      );
      expect(sent).toEqual(row.query ?? {});

      if (row.body !== undefined) {
        expect(request.headers.get('content-type')).toBe('application/json');
        expect(await request.json()).toEqual(row.body);
      }

      expect(result.ok, JSON.stringify(result)).toBe(true);
      expect(status).toBeLessThan(300);
    },
  );

  it('returns the validated body of a JSON answer', async () => {
    const { fetch } = recordingFetch(() => jsonResponse(fixtures.DevicePage));
    const result = await clientWith(fetch).listTenantDevices('acme');
    expect(result).toEqual({ ok: true, data: fixtures.DevicePage });
  });

  it('drops fields the contract does not name', async () => {
    const { fetch } = recordingFetch(() =>
      jsonResponse({ ...fixtures.Tenant, secret: 'x', nested: { a: 1 } }),
    );
    const result = await clientWith(fetch).getTenant('acme');
    expect(result).toEqual({ ok: true, data: fixtures.Tenant });
  });

  it('returns the QR code as an image Blob', async () => {
    const { fetch } = recordingFetch(imageResponse);
    const result = await clientWith(fetch).getDeviceQrCode('d-1');
    if (!result.ok) throw new Error(`Expected a Blob, got ${result.error.status}`);
    expect(result.data).toBeInstanceOf(Blob);
    expect(result.data.type).toBe('image/png');
    expect([...new Uint8Array(await result.data.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });

  it.each([['image/svg+xml'], [''], ['text/html'], ['application/octet-stream']])(
    'refuses a QR code of type %j: raster images only',
    async (type) => {
      const { fetch } = recordingFetch(
        () =>
          new Response(new Blob(['<svg><script>alert(1)</script></svg>'], { type }), {
            headers: type ? { 'content-type': type } : {},
          }),
      );
      const result = await clientWith(fetch).getDeviceQrCode('d-1');
      expect(result.ok ? 'ok' : result.error.status).toBe('invalidResponse');
    },
  );

  it('uploads an installation image as multipart form data in the field imageFile', async () => {
    const { fetch, requests } = recordingFetch(() => new Response(null, { status: 204 }));
    const image = new Blob(['fake png'], { type: 'image/png' });

    const result = await clientWith(fetch).uploadInstallationImage('i-1', image, 'wall.png');

    expect(result).toEqual({ ok: true, data: undefined });
    const request = requests[0]!;
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect([...form.keys()]).toEqual(['imageFile']);
    const file = form.get('imageFile') as File;
    expect(file.name).toBe('wall.png');
    expect(file.type).toBe('image/png');
    expect(await file.text()).toBe('fake png');
  });

  it('writes the image body so that WebKit can read it back (no FormData holding a Blob)', async () => {
    // WebKit rejects `blob()` on a body made from a FormData that holds a Blob ('Unable to read
    // form data blob'); the console's upload transport reads the body to count the bytes sent.
    class WebKitLikeRequest extends Request {
      readonly #formWithBlob: boolean;
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(input, init);
        const body = init?.body;
        this.#formWithBlob =
          body instanceof FormData && [...body.values()].some((value) => value instanceof Blob);
      }
      override blob(): Promise<Blob> {
        if (this.#formWithBlob)
          return Promise.reject(new TypeError('Unable to read form data blob'));
        return super.blob();
      }
    }
    vi.stubGlobal('Request', WebKitLikeRequest);
    try {
      const bodies: Blob[] = [];
      const client = clientWith(async (request) => {
        bodies.push(await request.blob());
        return new Response(null, { status: 204 });
      });
      const image = new Blob(['fake "png"\r\n'], { type: 'image/png' });

      const result = await client.uploadInstallationImage('i-1', image, 'wall "1".png');

      expect(result).toEqual({ ok: true, data: undefined });
      const form = await new Response(bodies[0], {
        headers: { 'content-type': bodies[0]!.type },
      }).formData();
      const file = form.get('imageFile') as File;
      expect(file.name).toBe('wall "1".png');
      expect(file.type).toBe('image/png');
      expect(await file.text()).toBe('fake "png"\r\n');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('saves a floor plan on the version it edits (If-Match), and reads a stale save as a conflict', async () => {
    const { fetch, requests } = recordingFetch(() =>
      Response.json(
        { type: 'about:blank', title: 'Precondition Failed', status: 412 },
        { status: 412, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    const api = clientWith(fetch);

    const stale = await api.updateFloorFloorPlan('f-1', plan, { ifMatch: 'v1' });
    expect(stale).toMatchObject({ ok: false, error: { status: 'conflict', httpStatus: 412 } });
    expect(requests[0]!.headers.get('if-match')).toBe('"v1"');
    await api.updateRoomFloorPlan('r-1', plan, { ifMatch: '"v2"' });
    expect(requests[1]!.headers.get('if-match')).toBe('"v2"');
    await api.updateFloorFloorPlan('f-1', plan);
    expect(requests[2]!.headers.has('if-match')).toBe(false);
  });

  it('takes a 207 partial provisioning answer as a success (spec §7: a status below 300)', async () => {
    const partial = {
      serialNumbers: ['HDP2-10001'],
      successfullyProvisioned: 1,
      devicesRequested: 3,
    };
    const { fetch, requests } = recordingFetch(() => jsonResponse(partial, 207));
    const result = await clientWith(fetch).provisionDevices({
      deviceSpecification: { modelId: 'm-1' },
      numberOfNewDevices: 3,
    });
    expect(result).toEqual({ ok: true, data: partial });
    expect(await requests[0]!.json()).toEqual({
      deviceSpecification: { modelId: 'm-1' },
      numberOfNewDevices: 3,
    });
  });

  it('refuses a provisioning answer of the wrong shape rather than passing it on', async () => {
    const { fetch } = recordingFetch(() => jsonResponse({ serialNumbers: 'HDP2-1' }));
    const result = await clientWith(fetch).provisionDevices({
      deviceSpecification: { modelId: 'm-1' },
      numberOfNewDevices: 1,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.status).toBe('invalidResponse');
  });

  it('reads the tenant and the token per request', async () => {
    let tenant = 'acme';
    let token = 'token-1';
    const { fetch, requests } = recordingFetch(() => jsonResponse(fixtures.Tenant));
    const api = createApiClient({
      baseUrl: 'https://api.test',
      getAccessToken: () => token,
      getTenantIdentifier: () => tenant,
      fetch,
    });

    await api.getTenant('acme');
    tenant = 'beta';
    token = 'token-2';
    await api.getTenant('beta');

    expect(requests.map((r) => r.headers.get('x-tenant-identifier'))).toEqual(['acme', 'beta']);
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });
});
