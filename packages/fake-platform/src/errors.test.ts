/**
 * The status codes the spec names, how tests reach the 500s, and bad input: 400 problem+json
 * naming the field, with the state left exactly as it was.
 */
import type { ApiClient, ApiResult } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { FAILING_SERIAL_NUMBER, TENANT_HEADER } from './constants';
import { createFakePlatform } from './platform';
import { TEST_BASE_URL, clientFor, fixtures } from './testClient';

const kind = (result: ApiResult<unknown>) => (result.ok ? 'ok' : result.error.status);

function setup() {
  const platform = createFakePlatform();
  return { platform, api: clientFor(platform), f: fixtures(platform) };
}

describe('status codes of the spec', () => {
  it('409 when creating an installation while an active one exists', async () => {
    const { api, f } = setup();
    const active = f.activeInstallation!;
    const result = await api.createInstallation({
      serialnumber: active.serialnumber,
      tenantIdentifier: 'demo',
    });
    expect(kind(result)).toBe('conflict');
  });

  it('switches tenant as spec §4 says: abort, then create for the new tenant', async () => {
    const { platform, api, f } = setup();
    const active = f.activeInstallation!;
    expect(
      kind(await api.updateInstallationStatus(active.id, { installationStatus: 'Aborted' })),
    ).toBe('ok');
    // The device is in the service tenant's store: demo no longer sees it, the service tenant does.
    const demo = await api.createInstallation({
      serialnumber: active.serialnumber,
      tenantIdentifier: 'demo',
    });
    expect(kind(demo)).toBe('notFound');
    const service = clientFor(platform, 'service');
    const created = await service.createInstallation({
      serialnumber: active.serialnumber,
      tenantIdentifier: 'bergen-kommune',
    });
    expect(created.ok && created.data).toMatchObject({
      installationStatus: 'Ready',
      tenantIdentifier: 'bergen-kommune',
    });
    const again = await service.createInstallation({
      serialnumber: active.serialnumber,
      tenantIdentifier: 'demo',
    });
    expect(kind(again)).toBe('conflict');
  });

  it('409 for an existing room type (any letter case), 200 with the type otherwise', async () => {
    const { api, f } = setup();
    expect(
      kind(
        await api.createRoomType({ name: f.roomType.name.toUpperCase(), useForCompliance: false }),
      ),
    ).toBe('conflict');
    const created = await api.createRoomType({ name: 'Laboratorium', useForCompliance: true });
    expect(created.ok && created.data).toMatchObject({
      name: 'Laboratorium',
      useForCompliance: true,
    });
  });

  it('204 for POST /sessions (start maintenance), which sets the service time end', async () => {
    const { platform } = setup();
    const response = await platform.fetch(
      new Request(`${TEST_BASE_URL}/sessions`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer t',
          [TENANT_HEADER]: 'service',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          tenantIdentifier: 'demo',
          serviceTimeEnd: '2026-11-16T11:00:00.000Z',
        }),
      }),
    );
    expect(response.status).toBe(204);
    expect(platform.serviceTenant().serviceTimeEnd).toBe('2026-11-16T11:00:00.000Z');
    expect(platform.state.userSessions[0]!.tenant).toBe('demo');
  });

  it('404 for an unknown device, by id and by serial number', async () => {
    const { api } = setup();
    expect(kind(await api.getDevice('no-such-device'))).toBe('notFound');
    expect(kind(await api.getTenantDeviceDetails('demo', 'no-such-device'))).toBe('notFound');
    expect(kind(await api.getDeviceBySerialNumber('XX-0'))).toBe('notFound');
  });

  it('404 for a floor without a floor plan; 409 creating one where one exists', async () => {
    const { api, f } = setup();
    expect(kind(await api.getFloorFloorPlan(f.floorWithoutPlan.id))).toBe('notFound');
    expect(kind(await api.createFloorFloorPlan(f.floor.id, { map: [] }))).toBe('conflict');
    expect(kind(await api.updateFloorFloorPlan(f.floorWithoutPlan.id, { map: [] }))).toBe(
      'notFound',
    );
  });

  it('500 for the failing serial number: creating and completing its installation', async () => {
    const { platform, api, f } = setup();
    expect(
      kind(
        await api.createInstallation({
          serialnumber: FAILING_SERIAL_NUMBER,
          tenantIdentifier: 'demo',
        }),
      ),
    ).toBe('server');
    const planned = platform.state.installations.find(
      (i) => i.serialnumber === FAILING_SERIAL_NUMBER,
    )!;
    const completed = await api.completeInstallation(planned.id, {
      serialNumber: FAILING_SERIAL_NUMBER,
      roomId: f.room.id,
      fluidType: 'Soap',
    });
    expect(kind(completed)).toBe('server');
  });

  it('failNext makes the next matching call fail once with the given status', async () => {
    const { platform, api } = setup();
    platform.failNext({ method: 'GET', path: '/sections/{id}', status: 503 });
    platform.failNext({ method: 'post', path: '/device-installations' });
    const section = platform.state.sections.find((s) => s.tenant === 'demo')!;
    expect(kind(await api.listSections())).toBe('ok');
    const failed = await api.getSection(section.id);
    expect(!failed.ok && failed.error).toMatchObject({ status: 'server', httpStatus: 503 });
    expect(kind(await api.getSection(section.id))).toBe('ok');
    expect(
      kind(await api.createInstallation({ serialnumber: 'x', tenantIdentifier: 'demo' })),
    ).toBe('server');
  });

  it('completing moves the device into the room at the installation’s tenant', async () => {
    const { platform, api, f } = setup();
    const active = f.activeInstallation!;
    const done = await api.completeInstallation(active.id, {
      serialNumber: active.serialnumber,
      roomId: f.room.id,
      fluidType: 'Soap',
    });
    expect(done.ok && done.data).toMatchObject({
      installationStatus: 'Installed',
      room: { id: f.room.id },
    });
    const device = platform.state.devices.find((d) => d.id === active.deviceId)!;
    expect(device).toMatchObject({
      tenant: 'demo',
      locationType: 'RoomModel',
      locationId: f.room.id,
      fluidType: 'Soap',
    });
    expect(
      kind(
        await api.completeInstallation(active.id, {
          serialNumber: active.serialnumber,
          roomId: f.room.id,
          fluidType: 'Soap',
        }),
      ),
    ).toBe('conflict');
  });
});

type Bad = {
  call: (api: ApiClient, f: ReturnType<typeof fixtures>) => Promise<ApiResult<unknown>>;
  field: string;
  /** The tenant asking (demo unless said): maintenance is the service tenant's. */
  tenant?: string;
};

// The client's types forbid most bad bodies, so the casts below are the point: a caller that
// slips past the types must still get a clear 400.
/* eslint-disable @typescript-eslint/no-explicit-any -- deliberately ill-typed bodies */
const badInput: Record<string, Bad> = {
  'empty section name': { call: (api) => api.createSection({ name: '  ' }), field: 'name' },
  'premise in an unknown section': {
    call: (api) => api.createPremise({ name: 'P', sectionId: 'nope' }),
    field: 'sectionId',
  },
  'floor number not an integer': {
    call: (api, f) =>
      api.createFloor(f.section.id, {
        name: 'F',
        sectionId: f.section.id,
        premiseId: f.premise.id,
        number: 1.5,
      }),
    field: 'number',
  },
  'room of an unknown room type': {
    call: (api, f) =>
      api.createRoom(f.floor.id, {
        name: 'R',
        sectionId: f.section.id,
        roomTypeId: 'nope',
        floorId: f.floor.id,
      }),
    field: 'roomTypeId',
  },
  'room type without useForCompliance': {
    call: (api) => api.createRoomType({ name: 'X' } as any),
    field: 'useForCompliance',
  },
  'floor plan that is no array': {
    call: (api, f) => api.createFloorFloorPlan(f.floorWithoutPlan.id, { map: {} as any }),
    field: 'map',
  },
  'latitude out of range': {
    call: (api, f) => api.updatePremiseLocation(f.premise.id, { latitude: 91, longitude: 10 }),
    field: 'latitude',
  },
  'provisioning 101 devices': {
    call: (api, f) =>
      api.provisionDevices({
        deviceSpecification: { modelId: f.model.id },
        numberOfNewDevices: 101,
      }),
    field: 'numberOfNewDevices',
  },
  'provisioning an unknown model': {
    call: (api) =>
      api.provisionDevices({ deviceSpecification: { modelId: 'nope' }, numberOfNewDevices: 1 }),
    field: 'deviceSpecification.modelId',
  },
  'empty comment': {
    call: (api, f) => api.createDeviceComment(f.device.id, { text: '' }),
    field: 'text',
  },
  'unknown power source': {
    call: (api, f) => api.setDevicePowerSource(f.device.id, { powerSource: 'Solar' as any }),
    field: 'powerSource',
  },
  'unknown fluid type': {
    call: (api, f) => api.setTenantDeviceFluidType(f.tenant, f.device.id, { type: 'Water' as any }),
    field: 'type',
  },
  'installation for an unknown tenant': {
    call: (api, f) =>
      api.createInstallation({ serialnumber: f.device.serialNumber, tenantIdentifier: 'nobody' }),
    field: 'tenantIdentifier',
  },
  'unknown installation status': {
    call: (api, f) =>
      api.updateInstallationStatus(f.activeInstallation!.id, { installationStatus: 'Done' as any }),
    field: 'installationStatus',
  },
  'completion in a room of another tenant': {
    call: (api, f) =>
      api.completeInstallation(f.activeInstallation!.id, {
        serialNumber: f.activeInstallation!.serialnumber,
        roomId: 'nope',
        fluidType: 'Soap',
      }),
    field: 'roomId',
  },
  'invite without groups': {
    call: (api, f) =>
      api.inviteUser({
        userInfo: { email: 'a@b.c', firstName: 'A', lastName: 'B', groups: [], tenantId: 'demo' },
        allowedSections: [f.section.id],
      }),
    field: 'userInfo.groups',
  },
  'invite with an unknown section': {
    call: (api, f) =>
      api.inviteUser({
        userInfo: {
          email: 'a@b.c',
          firstName: 'A',
          lastName: 'B',
          groups: [f.group.id],
          tenantId: 'demo',
        },
        allowedSections: ['nope'],
      }),
    field: 'allowedSections.0',
  },
  'screen user without specs': {
    call: (api, f) =>
      api.createScreenUser({
        email: 'screen9@x',
        screenDeviceType: 'T',
        specs: '',
        allowedSections: [f.section.id],
      }),
    field: 'specs',
  },
  'maintenance on an unknown tenant': {
    call: (api) => api.startMaintenance({ tenantIdentifier: 'nobody' }),
    field: 'tenantIdentifier',
    tenant: 'service',
  },
  'device sessions for an unknown device': {
    call: (api) => api.startDeviceSessions({ deviceIds: ['nope'] }),
    field: 'deviceIds.0',
    tenant: 'service',
  },
  'page size 0': { call: (api) => api.listSections({ pageSize: 0 }), field: 'pageSize' },
  'unknown event type filter': {
    call: (api) => api.listDeviceEvents({ typesIncluded: ['Nope' as any] }),
    field: 'typesIncluded',
  },
  'closest tenant without latitude': {
    call: (api) => api.getClosestTenant({ longitude: 10 } as any),
    field: 'latitude',
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

describe('bad input', () => {
  it.each(Object.keys(badInput))(
    '%s: 400 (or 422 for a body that breaks its schema) naming the field, state unchanged',
    async (name) => {
      const { platform, f } = setup();
      const before = platform.snapshot();
      const { call, field, tenant } = badInput[name]!;
      const result = await call(clientFor(platform, tenant), f);
      expect(!result.ok && result.error.status).toBe('badRequest');
      const problem = !result.ok && 'problem' in result.error ? result.error.problem : undefined;
      expect(problem?.detail).toContain(field);
      expect(platform.snapshot()).toEqual(before);
    },
  );

  it('answers 400 naming the body for a body that is not JSON', async () => {
    const { platform } = setup();
    const response = await platform.fetch(
      new Request(`${TEST_BASE_URL}/sections`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer t',
          [TENANT_HEADER]: 'demo',
          'content-type': 'application/json',
        },
        body: '{name:',
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: object }).errors).toHaveProperty(['(body)']);
  });

  it('answers 404 problem+json for a route the contract does not have', async () => {
    const { platform } = setup();
    const response = await platform.fetch(
      new Request(`${TEST_BASE_URL}/nothing-here`, {
        headers: { authorization: 'Bearer t', [TENANT_HEADER]: 'demo' },
      }),
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });
});
