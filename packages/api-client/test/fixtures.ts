/**
 * Valid answers for every response schema of the contract, keyed by the schema's name in
 * `components.schemas`. The client tests answer each call with the fixture its contract names.
 */
import type { components } from '../src/generated/platform';

type Schemas = components['schemas'];

const page = { pageSize: 10, currentPage: 1, nextPage: null, totalItems: 1, totalPages: 1 };

const tenant: Schemas['Tenant'] = { identifier: 'acme', name: 'Acme', realm: 'acme' };
const section: Schemas['Section'] = { id: 's-1', name: 'North wing' };
const premise: Schemas['Premise'] = {
  id: 'p-1',
  name: 'Main building',
  sectionId: 's-1',
  location: { latitude: 59.91, longitude: 10.75 },
};
const floor: Schemas['Floor'] = { id: 'f-1', name: 'Ground floor', number: 0, premiseId: 'p-1' };
const roomType: Schemas['RoomType'] = { id: 'rt-1', name: 'Toilet', useForCompliance: true };
const room: Schemas['Room'] = {
  id: 'r-1',
  name: 'Toilet 1',
  floor,
  type: roomType,
  sectionId: 's-1',
};
const installation: Schemas['DeviceInstallation'] = {
  id: 'i-1',
  serialnumber: 'SN-0001',
  installationStatus: 'InProgress',
  tenant: { identifier: 'acme' },
  tenantIdentifier: 'acme',
  installer: null,
  images: [{ id: 'img-1', url: 'https://images.example/img-1.png' }],
  created: '2026-11-01T10:00:00Z',
  completion: null,
  room,
};
const comment: Schemas['DeviceComment'] = {
  id: 'c-1',
  text: 'Refilled',
  created: '2026-11-02T08:00:00Z',
  edited: null,
};
const device: Schemas['Device'] = {
  id: 'd-1',
  serialNumber: 'SN-0001',
  fluid: { type: 'Alcohol' },
  location: { tenant: { identifier: 'acme' }, identifier: 'r-1', type: 'RoomModel' },
  powerSource: 'Battery',
  batteries: { lastChanged: null, level: 0.8 },
  status: { isOn: true },
  comments: [comment],
  deviceInstallation: installation,
  onlineEventCount: 3,
};
const event: Schemas['DeviceEvent'] = {
  eventType: 'UknownEvent',
  event: 'UknownEvent',
  deviceId: 'd-1',
  timestamp: '2026-11-03T12:00:00Z',
  receivedOnServer: '2026-11-03T12:00:01Z',
  source: 'broadcaster',
  bluetooth: { address: 'AA:BB', rssi: -60, timestamp: '2026-11-03T12:00:00Z' },
  transaction: null,
  counter: { revision: 1, counterNumber: 2, counterValue: 30 },
};
const user: Schemas['User'] = {
  id: 'u-1',
  email: 'screen1@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  tenant: { identifier: 'acme' },
  groups: [{ id: 'g-1', name: 'Installer' }],
  allowedSections: [{ id: 's-1', name: 'North wing' }],
};
const deviceSession: Schemas['DeviceSession'] = {
  id: 'ds-1',
  created: '2026-11-04T09:00:00Z',
  deviceId: 'd-1',
  stopped: null,
};

const thresholds: Schemas['AttentionThresholds'] = {
  lowBatteryPercent: 20,
  criticalBatteryPercent: 10,
  offlineAfterMinutes: 120,
};
const attentionItem: Schemas['AttentionItem'] = {
  deviceId: 'd-1',
  serialNumber: 'SN-0001',
  severity: 'critical',
  findings: [
    { reason: 'empty', severity: 'critical', since: '2026-11-03T12:00:00Z' },
    { reason: 'lowBattery', severity: 'warning', since: null, batteryLevel: 15 },
  ],
  section: { id: 's-1', name: 'North wing' },
  premise: { id: 'p-1', name: 'Main building' },
  floor: { id: 'f-1', name: 'Ground floor', number: 0 },
  room: null,
};

const caseRecord: Schemas['Case'] = {
  id: 'case-1',
  deviceId: 'd-1',
  serialNumber: 'SN-0001',
  condition: 'fluid',
  reason: 'empty',
  severity: 'critical',
  state: 'acknowledged',
  since: '2026-11-03T11:00:00Z',
  openedAt: '2026-11-03T11:00:00Z',
  updatedAt: '2026-11-03T11:10:00Z',
  reports: 2,
  acknowledged: { at: '2026-11-03T11:10:00Z', by: { id: 'u-1', name: 'Ada Lovelace' } },
  assignee: { id: 'u-1', name: 'Ada Lovelace' },
  resolved: null,
  premise: { id: 'p-1', name: 'Main building' },
  room: { id: 'r-1', name: 'Toilet 1' },
  minutesToAcknowledge: 10,
  minutesToResolve: null,
};
const notificationRules: Schemas['NotificationRules'] = {
  onDuty: true,
  reasons: ['empty'],
  severities: ['critical'],
  sectionIds: [],
  premiseIds: ['p-1'],
  channels: { console: true, email: true, push: false },
  quietHours: { from: '22:00', to: '07:00' },
  language: 'nb',
};

/** One valid value per response schema name. */
export const fixtures = {
  Case: caseRecord,
  CasePage: { ...page, items: [caseRecord] },
  CasePerson: { id: 'u-1', name: 'Ada Lovelace', me: true },
  CaseTimes: {
    weeks: 8,
    rows: [
      {
        premise: { id: 'p-1', name: 'Main building' },
        weekStart: '2026-11-02',
        opened: 3,
        acknowledged: 2,
        resolved: 2,
        medianMinutesToAcknowledge: 12.5,
        medianMinutesToResolve: 40,
      },
    ],
  },
  UnreadCases: { unread: 1, items: [caseRecord] },
  NotificationPreferences: {
    ...notificationRules,
    person: { id: 'u-1', name: 'Ada Lovelace' },
    email: 'ada@example.com',
    saved: true,
  },
  NotificationPolicy: {
    groupWaitSeconds: 30,
    groupIntervalMinutes: 5,
    repeatIntervalMinutes: 240,
    escalation: { afterMinutes: 15, personIds: ['u-1'] },
    defaults: notificationRules,
  },
  PushSettings: { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa', subscriptions: 1 },
  Tenant: tenant,
  TenantPage: { ...page, items: [tenant] },
  ServiceTenant: { ...tenant, serviceTimeEnd: '2026-11-05T10:00:00Z' },
  TenantMaintenance: {
    tenantIdentifier: 'acme',
    inMaintenance: true,
    serviceTimeEnd: '2026-11-05T10:00:00Z',
  },
  AttentionThresholds: thresholds,
  StoredAttentionThresholds: { ...thresholds, version: '1a2b3c4d-2k' },
  AttentionPage: { ...page, items: [attentionItem] },
  AttentionSummary: {
    total: 1,
    critical: 1,
    reasons: [{ reason: 'empty', total: 1 }],
    sections: [{ id: 's-1', name: 'North wing', total: 1, critical: 1 }],
    premises: [{ id: 'p-1', name: 'Main building', total: 1, critical: 1 }],
    floors: [{ id: 'f-1', name: 'Ground floor', total: 1, critical: 1 }],
  },
  Device: device,
  DevicePage: { ...page, items: [device] },
  DeviceComment: comment,
  DeviceModelPage: {
    ...page,
    items: [{ id: 'm-1', name: 'Dispenser X', serialNumberPrefix: 'DX', description: null }],
  },
  ProvisionResult: {
    serialNumbers: ['DX-1', 'DX-2'],
    successfullyProvisioned: 2,
    devicesRequested: 2,
  },
  DeviceEventPage: { ...page, items: [event] },
  DeviceInstallation: installation,
  DeviceInstallationPage: { ...page, items: [installation] },
  Section: section,
  SectionPage: { ...page, items: [section] },
  Premise: premise,
  PremisePage: { ...page, items: [premise] },
  Floor: floor,
  FloorPage: { ...page, items: [floor] },
  Room: room,
  RoomPage: { ...page, items: [room] },
  RoomType: roomType,
  RoomTypePage: { ...page, items: [roomType] },
  FloorPlan: { map: [{ x: 1, y: 2 }, [3, 4]] },
  User: user,
  UserPage: { ...page, items: [user] },
  GroupList: { items: [{ id: 'g-1', name: 'Installer' }] },
  ScreenOption: { displayName: 'Kiosk', firstName: 'Kiosk', lastName: 'Model K, 2024' },
  UserSessionPage: { ...page, items: [{ id: 'us-1', created: '2026-11-04T08:00:00Z' }] },
  DeviceSession: deviceSession,
  DeviceSessionPage: { ...page, items: [deviceSession] },
} satisfies { [K in keyof Schemas]?: Schemas[K] };

export type FixtureName = keyof typeof fixtures;

/** A JSON answer. */
export function jsonResponse(
  body: unknown,
  status = 200,
  contentType = 'application/json',
): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

/** A problem+json answer with an error status. */
export function problemResponse(status: number, title = 'Problem'): Response {
  return jsonResponse({ type: 'about:blank', title, status }, status, 'application/problem+json');
}

/** A PNG-typed binary answer. */
export function imageResponse(): Response {
  return new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), {
    status: 200,
    headers: { 'content-type': 'image/png' },
  });
}

/** Records every request and answers each with `answer`. */
export function recordingFetch(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    return answer(request);
  };
  return { fetch, requests };
}
