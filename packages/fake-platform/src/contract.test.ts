/**
 * Every function of the real api-client against the fake platform (no network): each must
 * answer `ok` with data that passed the client's own validation. A write, or a read the contract
 * alone cannot call, without a row fails the first test.
 */
import { NOTIFICATION_POLICY_DEFAULTS, listContractCalls } from '@hygiene/api-client';
import type { ApiClient, ApiResult } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { SCREEN_USER_DOMAIN, SERVICE_TENANT } from './constants';
import { createFakePlatform } from './platform';
import type { FakePlatform } from './platform';
import { clientFor, contractRead, fixtures } from './testClient';
import type { Fixtures } from './testClient';

type Call = (api: ApiClient, f: Fixtures, platform: FakePlatform) => Promise<ApiResult<unknown>>;

const need = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('fixture missing');
  return value;
};

/**
 * The calls that need more than the contract gives: a body, a query worth sending, a record made
 * first, another tenant. Every other read is called from the contract (`contractRead`: the seeded
 * records its path names), so a new read needs no row here.
 */
const rows: Partial<Record<keyof ApiClient, Call>> = {
  listTenants: (api) =>
    api.listTenants({ term: 'o', latitude: 60, longitude: 10, orderByProximity: true }),
  getClosestTenant: (api) => api.getClosestTenant({ latitude: 60.39, longitude: 5.32 }),
  listDevices: (api) => api.listDevices({ page: 2, pageSize: 9 }),
  createDevice: (api) => api.createDevice({ serialNumber: 'NEW-0001' }),
  listDeviceModels: (api) => api.listDeviceModels({ pageSize: 9 }),
  setDevicePowerSource: (api, f) => api.setDevicePowerSource(f.device.id, { powerSource: 'Mains' }),
  createDeviceComment: (api, f) => api.createDeviceComment(f.device.id, { text: 'Checked.' }),
  updateDeviceComment: (api, f) =>
    api.updateDeviceComment(f.device.id, f.comment.id, { text: 'Edited.' }),
  deleteDeviceComment: (api, f) => api.deleteDeviceComment(f.device.id, f.comment.id),
  listTenantDevices: (api, f) =>
    api.listTenantDevices(f.tenant, { 'status.is-on': true, pageSize: 6 }),
  createTenantDevice: (api, f) => api.createTenantDevice(f.tenant, { serialNumber: 'NEW-0002' }),
  updateTenantDevice: (api, f) =>
    api.updateTenantDevice(f.tenant, f.device.id, {
      location: { tenant: { identifier: f.tenant }, identifier: f.room.id, type: 'RoomModel' },
    }),
  addTenantDeviceFluid: (api, f) =>
    api.addTenantDeviceFluid(f.tenant, f.device.id, { type: 'Soap' }),
  setTenantDeviceFluidType: (api, f) =>
    api.setTenantDeviceFluidType(f.tenant, f.device.id, { type: 'Alcohol' }),
  changeTenantDeviceBatteries: (api, f) =>
    api.changeTenantDeviceBatteries(f.tenant, f.device.id, {}),
  provisionDevices: (api, f) =>
    api.provisionDevices({ deviceSpecification: { modelId: f.model.id }, numberOfNewDevices: 3 }),
  listTenantDeviceEvents: (api, f) =>
    api.listTenantDeviceEvents(f.tenant, f.device.id, { page: 0, pageSize: 10 }),
  listDeviceEvents: (api) =>
    api.listDeviceEvents({
      page: 0,
      pageSize: 10,
      bluetoothEventsIncluded: true,
      summaryEventsIcluded: false,
    }),
  listDeviceInstallations: (api, f) => api.listDeviceInstallations(f.device.id, { pageSize: 7 }),
  listInstallations: (api) =>
    api.listInstallations({ pageSize: 20, installationStatusFilter: ['Ready', 'InProgress'] }),
  createInstallation: (api, f, platform) => {
    const free = need(
      platform.state.devices.find(
        (d) =>
          d.tenant === f.tenant &&
          !platform.state.installations.some(
            (i) => i.deviceId === d.id && (i.status === 'Ready' || i.status === 'InProgress'),
          ),
      ),
    );
    return api.createInstallation({ serialnumber: free.serialNumber, tenantIdentifier: f.tenant });
  },
  updateInstallationStatus: (api, f) =>
    api.updateInstallationStatus(need(f.activeInstallation).id, {
      installationStatus: 'InProgress',
    }),
  setInstallationInstaller: (api, f) =>
    api.setInstallationInstaller(need(f.activeInstallation).id, { installer: f.user.id }),
  completeInstallation: (api, f) =>
    api.completeInstallation(need(f.activeInstallation).id, {
      serialNumber: need(f.activeInstallation).serialnumber,
      roomId: f.room.id,
      fluidType: 'Alcohol',
      offlineConfirmed: true,
    }),
  uploadInstallationImage: (api, f) =>
    api.uploadInstallationImage(
      need(f.activeInstallation).id,
      new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
      'wall.jpg',
    ),
  removeInstallationImage: async (api, f, platform) => {
    const installation = need(f.activeInstallation);
    await api.uploadInstallationImage(
      installation.id,
      new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
      'wall.jpg',
    );
    const stored = platform.state.installations.find((i) => i.id === installation.id);
    return api.removeInstallationImage(installation.id, need(stored?.images.at(-1)?.id));
  },
  listSections: (api) => api.listSections({ pageSize: 9 }),
  createSection: (api) => api.createSection({ name: 'Øst' }),
  listFloors: (api) => api.listFloors({ term: 'etasje' }),
  listRooms: (api, f) => api.listRooms({ 'floor-id': f.floor.id, pageSize: 6 }),
  listRoomTypes: (api) => api.listRoomTypes({ page: 0, pageSize: 100 }),
  createRoomType: (api) => api.createRoomType({ name: 'Laboratorium', useForCompliance: true }),
  createPremise: (api, f) => api.createPremise({ name: 'Nytt bygg', sectionId: f.section.id }),
  createFloor: (api, f) =>
    api.createFloor(f.section.id, {
      name: '9. etasje',
      sectionId: f.section.id,
      number: 9,
      premiseId: f.premise.id,
    }),
  createRoom: (api, f) =>
    api.createRoom(f.floor.id, {
      name: 'Lab 1',
      sectionId: f.floor.sectionId ?? '',
      roomTypeId: f.roomType.id,
      floorId: f.floor.id,
    }),
  renameSection: (api, f) => api.renameSection(f.section.id, { name: 'Vest' }),
  renamePremise: (api, f) => api.renamePremise(f.premise.id, { name: 'Hovedbygget' }),
  renameFloor: (api, f) => api.renameFloor(f.floor.id, { name: 'Loftet' }),
  renameRoom: (api, f) => api.renameRoom(f.room.id, { name: 'Skyllerom 2' }),
  renameRoomType: (api, f) => api.renameRoomType(f.roomType.id, { name: 'Laboratorium' }),
  // A removal needs a record nothing hangs under: made first, then removed.
  removeSection: async (api) => {
    const made = await api.createSection({ name: 'Midlertidig' });
    return made.ok ? api.removeSection(made.data.id) : made;
  },
  removePremise: async (api, f) => {
    const made = await api.createPremise({ name: 'Brakke', sectionId: f.section.id });
    return made.ok ? api.removePremise(made.data.id) : made;
  },
  removeFloor: async (api, f) => {
    const made = await api.createFloor(f.section.id, {
      name: 'Kjeller',
      sectionId: f.section.id,
      number: -1,
      premiseId: f.premise.id,
    });
    return made.ok ? api.removeFloor(made.data.id) : made;
  },
  removeRoom: async (api, f) => {
    const made = await api.createRoom(f.floor.id, {
      name: 'Bod',
      sectionId: f.floor.sectionId ?? '',
      roomTypeId: f.roomType.id,
      floorId: f.floor.id,
    });
    return made.ok ? api.removeRoom(made.data.id) : made;
  },
  removeRoomType: async (api) => {
    const made = await api.createRoomType({ name: 'Arkiv', useForCompliance: false });
    return made.ok ? api.removeRoomType(made.data.id) : made;
  },
  listPremises: (api) => api.listPremises({ pageSize: 100 }),
  listSectionPremises: (api, f) => api.listSectionPremises(f.section.id, { term: '' }),
  listFloorRooms: (api, f) => api.listFloorRooms(f.floor.id, { pageSize: 6 }),
  createFloorFloorPlan: (api, f) =>
    api.createFloorFloorPlan(f.floorWithoutPlan.id, { map: [{ x: 1, y: 2 }] }),
  updateFloorFloorPlan: (api, f) => api.updateFloorFloorPlan(f.floor.id, { map: [] }),
  getRoomFloorPlan: (api, f) => api.getRoomFloorPlan(need(f.roomWithPlan)),
  createRoomFloorPlan: (api, f) => api.createRoomFloorPlan(f.roomWithoutPlan.id, { map: [[0, 1]] }),
  updateRoomFloorPlan: (api, f) => api.updateRoomFloorPlan(need(f.roomWithPlan), { map: [1] }),
  updatePremiseLocation: (api, f) =>
    api.updatePremiseLocation(f.premise.id, { latitude: 59.9, longitude: 10.7 }),
  listUsers: (api) => api.listUsers({ page: 1, pageSize: 1 }),
  inviteUser: (api, f) =>
    api.inviteUser({
      userInfo: {
        email: 'new.user@demo.example',
        firstName: 'New',
        lastName: 'User',
        groups: [f.group.id],
        tenantId: f.tenant,
      },
      allowedSections: [f.section.id],
    }),
  updateUser: (api, f) =>
    api.updateUser(f.user.id, {
      userInfo: { groups: [f.group.id] },
      allowedSections: [f.section.id],
    }),
  deleteUser: (api, f) => api.deleteUser(f.user.id),
  createScreenUser: (api, f) =>
    api.createScreenUser({
      email: `screen99@${SCREEN_USER_DOMAIN}`,
      screenDeviceType: 'Tablet',
      specs: 'iPad, 2022',
      allowedSections: [f.section.id],
      passwordInfo: { password: 'secret', temporary: true },
    }),
  listAttention: (api, f) => api.listAttention(f.tenant, { reason: ['empty'], pageSize: 5 }),
  updateAttentionThresholds: (api, f) =>
    api.updateAttentionThresholds(f.tenant, {
      lowBatteryPercent: 25,
      criticalBatteryPercent: 5,
      offlineAfterMinutes: 60,
    }),
  acknowledgeCase: (api, f) => api.acknowledgeCase(f.tenant, need(f.openCase).id),
  assignCase: (api, f) => api.assignCase(f.tenant, need(f.openCase).id, { personId: f.user.id }),
  resolveCase: (api, f) =>
    api.resolveCase(f.tenant, need(f.openCase).id, { note: 'Changed the bottle.' }),
  markNotificationsSeen: (api, f) => api.markNotificationsSeen(f.tenant),
  updateNotificationPreferences: (api, f) =>
    api.updateNotificationPreferences(f.tenant, {
      ...structuredClone(NOTIFICATION_POLICY_DEFAULTS.defaults),
      premiseIds: [f.premise.id],
      quietHours: { from: '22:00', to: '06:30' },
    }),
  updateNotificationPolicy: (api, f) =>
    api.updateNotificationPolicy(f.tenant, {
      ...structuredClone(NOTIFICATION_POLICY_DEFAULTS),
      escalation: { afterMinutes: 15, personIds: [f.user.id] },
    }),
  savePushSubscription: (api, f) =>
    api.savePushSubscription(f.tenant, {
      endpoint: 'https://push.example.test/send/abc',
      keys: { p256dh: 'BKey', auth: 'secret' },
    }),
  removePushSubscription: (api, f) =>
    api.removePushSubscription(f.tenant, { endpoint: 'https://push.example.test/send/abc' }),
  // Maintenance is the service tenant's (spec §6): asked as the service tenant, about demo.
  startMaintenance: (_api, f, platform) =>
    clientFor(platform, SERVICE_TENANT).startMaintenance({ tenantIdentifier: f.tenant }),
  listSessions: (api) => api.listSessions({ pageSize: 10 }),
  // Maintenance sessions belong to service staff: asked as the service tenant, about its user.
  listUserSessions: (_api, f, platform) => {
    const session = need(platform.state.userSessions.find((x) => x.tenant === f.tenant));
    return clientFor(platform, SERVICE_TENANT).listUserSessions(session.userId, {
      tenantIdentifiers: [f.tenant],
    });
  },
  startDeviceSessions: (_api, f, platform) =>
    clientFor(platform, SERVICE_TENANT).startDeviceSessions({ deviceIds: [f.device.id] }),
  updateDeviceSession: (_api, f, platform) =>
    clientFor(platform, SERVICE_TENANT).updateDeviceSession(need(f.deviceSession).id, {
      tenantIdentifier: f.tenant,
    }),
  stopDeviceSession: (_api, f, platform) =>
    clientFor(platform, SERVICE_TENANT).stopDeviceSession(need(f.deviceSession).id),
  listDeviceSessions: (api) => api.listDeviceSessions({ currentlyUnderMaintenance: true }),
  listDeviceSessionsOfDevice: (api, f) =>
    api.listDeviceSessionsOfDevice(f.device.id, { tenantIdentifiers: [f.tenant] }),
};

const calls: Partial<Record<string, Call>> = Object.fromEntries(
  listContractCalls().map((call) => [
    call.operationId,
    rows[call.operationId as keyof ApiClient] ?? contractRead(call),
  ]),
);

describe('every client function against the fake platform', () => {
  it('calls every operation of the contract: by a row, or a read from the contract alone', () => {
    const uncalled = Object.entries(calls).filter(([, call]) => !call);
    expect(uncalled.map(([name]) => name)).toEqual([]);
    const operations = new Set(listContractCalls().map((c) => c.operationId));
    expect(Object.keys(rows).filter((name) => !operations.has(name))).toEqual([]);
  });

  // Every call runs on a fresh platform, so writes of one cannot help or hurt another.
  it.each(Object.keys(calls))('%s answers valid data (demo tenant)', async (name) => {
    const platform = createFakePlatform();
    const result = await calls[name]!(clientFor(platform), fixtures(platform), platform);
    expect(result.ok ? 'ok' : result.error).toBe('ok');
    // A list answer from the seed has something in it, or the call proves little.
    const data = result.ok ? result.data : undefined;
    const items = Array.isArray(data) ? data : (data as { items?: unknown[] } | undefined)?.items;
    if (items) expect(items.length, `${name} answered an empty list`).toBeGreaterThan(0);
  });

  it.each([
    'listDevices',
    'listInstallations',
    'listSessions',
    'listDeviceSessions',
    'listServiceTenants',
  ] as const)('%s answers valid data for the service tenant', async (name) => {
    const platform = createFakePlatform();
    const result = await calls[name]!(
      clientFor(platform, SERVICE_TENANT),
      fixtures(platform),
      platform,
    );
    expect(result.ok ? 'ok' : result.error).toBe('ok');
  });
});
