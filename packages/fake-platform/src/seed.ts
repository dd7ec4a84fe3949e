/**
 * The seed: a deterministic, realistic data set shaped after spec §3. The same seed, scale and
 * clock give the same data on every run, in Node and in the browser.
 */
import { EVENT_TYPES } from '@hygiene/api-client';
import type {
  EventType,
  FluidType,
  InstallationStatus,
  LocationObjectType,
} from '@hygiene/api-client';

import {
  DEMO_TENANT,
  FAILING_SERIAL_NUMBER,
  SCREEN_USER_DOMAIN,
  SEED_DEVICE_COUNTS,
  SERVICE_TENANT,
  USER_EMAIL_DOMAIN_SUFFIX,
} from './constants';
import type {
  DeviceRecord,
  EventRecord,
  FloorRecord,
  InstallationRecord,
  PlatformState,
  RoomRecord,
  UserRecord,
} from './model';
import {
  commentTexts,
  deviceModels,
  firstNames,
  floorName,
  groupNames,
  hostileComment,
  lastNames,
  roomNames,
  roomTypeNames,
  screenOptions,
  stateEventNames,
  tenantPlans,
} from './names';
import type { TenantPlan } from './names';
import { NO_HEALTH, healthAfter, laterOf } from './attention';
import { encodeMonochromePng } from './png';
import { createRandom } from './random';
import type { Random } from './random';

/** How big the data set is. */
export interface Scale {
  /**
   * Devices in every customer tenant (the default seed has 60 in `demo`, 16 elsewhere). Extra
   * devices are installed in the tenant's rooms like the others but get no event history.
   */
  devicesPerTenant?: number;
  /** The customer tenants `devicesPerTenant` applies to; every customer tenant when omitted. */
  tenants?: string[];
}

export interface SeedOptions {
  seed: number;
  /** The clock (ISO): every seeded date lies before it. */
  now: string;
  scale?: Scale;
}

/** Mixed into the seed for the health facts' own random stream (`seedHealth`). */
const HEALTH_SEED_SALT = 0x29;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Devices of a customer tenant that get an event history. */
const DEVICES_WITH_EVENTS = { demo: 30, customer: 6 } as const;

/** Builds the whole platform state. */
export function generateState({ seed, now, scale }: SeedOptions): PlatformState {
  const random = createRandom(seed);
  const nowMs = Date.parse(now);
  const before = (ms: number) => new Date(nowMs - ms).toISOString();
  const randomBefore = (maxMs: number, minMs = 0) => before(random.int(minMs, maxMs));

  const state: PlatformState = {
    now,
    randomState: 0,
    tenants: [],
    sections: [],
    premises: [],
    floors: [],
    rooms: [],
    roomTypes: [],
    floorPlans: [],
    deviceModels: deviceModels.map((model) => ({ id: random.uuid(), ...model })),
    devices: [],
    comments: [],
    installations: [],
    groups: groupNames.map((name) => ({ id: random.uuid(), name })),
    users: [],
    screenOptions: screenOptions.map((option) => ({ ...option })),
    userSessions: [],
    deviceSessions: [],
    events: [],
  };

  const serialCounters = new Map<string, number>();
  const nextSerial = (prefix: string) => {
    const n = (serialCounters.get(prefix) ?? 10000) + 1;
    serialCounters.set(prefix, n);
    return `${prefix}-${n}`;
  };
  const groupId = (name: string) => state.groups.find((g) => g.name === name)!.id;
  const placeholderImage = imageDataUrl(random);

  let screenNumber = 0;
  const serviceUsers: UserRecord[] = [];

  for (const plan of tenantPlans) {
    const isService = plan.identifier === SERVICE_TENANT;
    const isDemo = plan.identifier === DEMO_TENANT;
    state.tenants.push({
      identifier: plan.identifier,
      name: plan.name,
      realm: plan.realm,
      kind: isService ? 'service' : 'customer',
      location: { latitude: plan.latitude, longitude: plan.longitude },
      serviceTimeEnd: null,
      attentionThresholds: null,
    });

    const rooms = seedLocations(state, random, plan, isDemo);
    const users = seedUsers(state, random, plan, isService ? 4 : isDemo ? 14 : 5, before);
    if (isService) serviceUsers.push(...users);
    else {
      const screens = isDemo ? 3 : 1;
      for (let i = 0; i < screens; i++) {
        screenNumber += 1;
        const option = random.pick(state.screenOptions);
        state.users.push({
          id: random.uuid(),
          tenant: plan.identifier,
          email: `screen${screenNumber}@${SCREEN_USER_DOMAIN}`,
          firstName: option.firstName,
          lastName: option.lastName,
          groupIds: [groupId('Screen')],
          sectionIds: state.sections.filter((s) => s.tenant === plan.identifier).map((s) => s.id),
          // Screen users are the newest users, so the next screen number can be read off
          // the newest user (spec §7).
          created: before((screens - i) * HOUR),
          screen: { deviceType: option.firstName, specs: option.lastName },
        });
      }
    }

    if (isService) continue;
    const scaled = scale?.tenants?.includes(plan.identifier) ?? true;
    const seedCount = isDemo ? SEED_DEVICE_COUNTS.demo : SEED_DEVICE_COUNTS.customer;
    const count = scaled ? (scale?.devicesPerTenant ?? seedCount) : seedCount;
    const withEvents = isDemo ? DEVICES_WITH_EVENTS.demo : DEVICES_WITH_EVENTS.customer;
    for (let i = 0; i < count; i++) {
      const device = seedDevice(state, random, plan.identifier, rooms, i, nextSerial, randomBefore);
      state.devices.push(device);
      const installer = serviceUsers.length > 0 ? random.pick(serviceUsers).id : null;
      if (device.locationType === 'RoomModel') {
        const created = randomBefore(300 * DAY, 30 * DAY);
        if (i % 7 === 3) {
          const earlier = new Date(Date.parse(created) - DAY).toISOString();
          state.installations.push(
            installation(random, device, 'Aborted', plan.identifier, earlier, installer, null),
          );
        }
        const done = installation(
          random,
          device,
          'Installed',
          plan.identifier,
          created,
          installer,
          device.locationId,
        );
        done.completion = {
          completed: new Date(Date.parse(created) + 2 * HOUR).toISOString(),
          roomId: device.locationId!,
          fluidType: device.fluidType ?? 'Alcohol',
        };
        if (i % 3 === 0) done.images = [{ id: random.uuid(), url: placeholderImage }];
        state.installations.push(done);
      }
      if (i < withEvents && device.isOn)
        seedEvents(state, random, device, isDemo ? random.int(8, 15) : 5, nowMs);
      if (i === 0 || random.chance(isDemo ? 0.3 : 0.1)) {
        const language = plan.language;
        const n = random.int(1, 3);
        for (let c = 0; c < n; c++) {
          const created = randomBefore(60 * DAY, DAY);
          const id = random.uuid();
          const text = random.pick(commentTexts[language]);
          const edited = random.chance(0.2)
            ? new Date(Date.parse(created) + HOUR).toISOString()
            : null;
          const author = installer ? state.users.find((u) => u.id === installer)!.email : null;
          // Edited by its author: only an author edits a comment (issue 46).
          state.comments.push({
            id,
            deviceId: device.id,
            text,
            created,
            edited,
            author,
            authorId: installer,
            editedBy: edited ? author : null,
          });
        }
      }
    }
    if (isDemo) {
      state.comments.push({
        id: random.uuid(),
        deviceId: state.devices.find((d) => d.tenant === DEMO_TENANT)!.id,
        text: hostileComment,
        created: before(2 * DAY),
        edited: null,
        author: null,
        authorId: null,
        editedBy: null,
      });
    }
  }

  seedServiceStock(state, random, nextSerial, randomBefore, serviceUsers);
  seedSessions(state, random, serviceUsers, randomBefore, nowMs);
  ensureEveryEventType(state, random, nowMs);

  state.events.sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0));
  state.randomState = random.state;
  seedHealth(state, seed, nowMs);
  return state;
}

/**
 * What each customer device last reported: recent messages from those switched on, silence of
 * hours or days from the others, a few empty or low dispensers and stuck motors; a device with a
 * seeded history says what its events say. A random stream of its own, so the rest of the seeded data (names, serial
 * numbers, ids the stories use) is the same with or without it.
 */
function seedHealth(state: PlatformState, seed: number, nowMs: number) {
  const random = createRandom(seed ^ HEALTH_SEED_SALT);
  const ago = (minMs: number, maxMs: number) =>
    new Date(nowMs - random.int(minMs, maxMs)).toISOString();
  const customers = new Set(
    state.tenants.filter((t) => t.kind === 'customer').map((t) => t.identifier),
  );
  // A device with a seeded history says what its events say (oldest first, as they arrived);
  // the others get drawn facts. Drawing on top of a history could contradict its order.
  const devices = new Map(state.devices.map((d) => [d.id, d]));
  const withEvents = new Set<string>();
  for (let i = state.events.length - 1; i >= 0; i -= 1) {
    const event = state.events[i]!;
    const device = devices.get(event.deviceId);
    if (!device || !customers.has(device.tenant)) continue;
    withEvents.add(device.id);
    device.health = healthAfter(device.health, event);
  }
  for (const device of state.devices) {
    if (!customers.has(device.tenant)) continue;
    const roll = random.next();
    const stuck = random.chance(0.015);
    const lastMessage = device.isOn ? ago(MINUTE, 90 * MINUTE) : ago(3 * HOUR, 10 * DAY);
    // When the battery came to its level: one report, so 'since' of a low one is that time.
    const batteryReported = device.batteries ? ago(MINUTE, 6 * HOUR) : null;
    const level = device.batteries?.level ?? null;
    const batteryFalls =
      level !== null && batteryReported !== null ? [{ level, at: batteryReported }] : [];
    if (withEvents.has(device.id)) {
      device.health = {
        ...device.health,
        lastMessage: laterOf(device.health.lastMessage, lastMessage),
        batteryFalls:
          device.health.batteryFalls.length > 0 ? device.health.batteryFalls : batteryFalls,
      };
      continue;
    }
    device.health = {
      lastMessage,
      fluid:
        roll < 0.04
          ? { level: 'Empty', since: ago(10 * MINUTE, 2 * DAY) }
          : roll < 0.1
            ? { level: 'LowLevel', since: ago(10 * MINUTE, 2 * DAY) }
            : null,
      motorStuckSince: stuck ? ago(10 * MINUTE, DAY) : null,
      batteryFalls,
    };
  }
}

function seedLocations(
  state: PlatformState,
  random: Random,
  plan: TenantPlan,
  rich: boolean,
): RoomRecord[] {
  const tenant = plan.identifier;
  const types = roomTypeNames[plan.language].map((t) => ({ id: random.uuid(), tenant, ...t }));
  state.roomTypes.push(...types);
  const rooms: RoomRecord[] = [];
  for (const [sectionName, premiseNames] of Object.entries(plan.sections)) {
    const section = { id: random.uuid(), tenant, name: sectionName };
    state.sections.push(section);
    for (const premiseName of premiseNames) {
      const premise = {
        id: random.uuid(),
        tenant,
        sectionId: section.id,
        name: premiseName,
        // Most premises have coordinates; some wait for 'Add coordinates'.
        location: random.chance(0.75)
          ? {
              latitude: round(plan.latitude + (random.next() - 0.5) * 0.05, 6),
              longitude: round(plan.longitude + (random.next() - 0.5) * 0.08, 6),
            }
          : null,
      };
      state.premises.push(premise);
      const floorCount = rich ? random.int(2, 4) : random.int(1, 3);
      const lowest = random.chance(0.3) ? -1 : plan.language === 'en' ? 0 : 1;
      for (let f = 0; f < floorCount; f++) {
        const number = lowest + f;
        const floor: FloorRecord = {
          id: random.uuid(),
          tenant,
          sectionId: section.id,
          premiseId: premise.id,
          name: floorName(number, plan.language),
          number,
        };
        state.floors.push(floor);
        if (
          f === 0 &&
          (rich || state.floorPlans.every((p) => p.tenant !== tenant) || random.chance(0.5))
        ) {
          state.floorPlans.push({
            target: 'floor',
            targetId: floor.id,
            tenant,
            map: floorPlanMap(random, 8),
          });
        }
        const roomCount = rich ? random.int(3, 6) : random.int(2, 4);
        for (let r = 0; r < roomCount; r++) {
          const typeIndex = random.int(0, types.length - 1);
          const base = random.pick(roomNames[plan.language][typeIndex]!);
          const room: RoomRecord = {
            id: random.uuid(),
            tenant,
            sectionId: section.id,
            floorId: floor.id,
            name: `${base} ${Math.max(number, 0)}${String(r + 1).padStart(2, '0')}`,
            roomTypeId: types[typeIndex]!.id,
          };
          state.rooms.push(room);
          rooms.push(room);
          if (rich && r === 0 && f === 0) {
            state.floorPlans.push({
              target: 'room',
              targetId: room.id,
              tenant,
              map: floorPlanMap(random, 4),
            });
          }
        }
      }
    }
  }
  return rooms;
}

function seedUsers(
  state: PlatformState,
  random: Random,
  plan: TenantPlan,
  count: number,
  before: (ms: number) => string,
): UserRecord[] {
  const sections = state.sections.filter((s) => s.tenant === plan.identifier);
  const staffGroups = state.groups.filter((g) => g.name !== 'Screen');
  const users: UserRecord[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    let firstName: string;
    let lastName: string;
    do {
      firstName = random.pick(firstNames[plan.language]);
      lastName = random.pick(lastNames[plan.language]);
    } while (used.has(`${firstName} ${lastName}`));
    used.add(`${firstName} ${lastName}`);
    const groups =
      plan.identifier === SERVICE_TENANT
        ? [
            staffGroups.find((g) => g.name === 'Service technician')!.id,
            staffGroups.find((g) => g.name === 'Installer')!.id,
          ]
        : pickSome(random, staffGroups, 1, 2).map((g) => g.id);
    const user: UserRecord = {
      id: random.uuid(),
      tenant: plan.identifier,
      email: `${asciiLower(firstName)}.${asciiLower(lastName)}@${plan.identifier}${USER_EMAIL_DOMAIN_SUFFIX}`,
      firstName,
      lastName,
      groupIds: groups,
      sectionIds: pickSome(random, sections, 1, sections.length).map((s) => s.id),
      created: before((400 - i * 10) * DAY),
      screen: null,
    };
    state.users.push(user);
    users.push(user);
  }
  return users;
}

function seedDevice(
  state: PlatformState,
  random: Random,
  tenant: string,
  rooms: RoomRecord[],
  index: number,
  nextSerial: (prefix: string) => string,
  randomBefore: (maxMs: number, minMs?: number) => string,
): DeviceRecord {
  const model = state.deviceModels[index % 6]!;
  // Most devices hang in rooms; a few are placed on a floor, premise or section, or nowhere yet.
  const placement = index % 20;
  let locationType: LocationObjectType = 'RoomModel';
  const room = random.pick(rooms);
  let locationId: string | null = room.id;
  if (placement === 17) {
    locationType = 'FloorModel';
    locationId = room.floorId;
  } else if (placement === 18) {
    locationType = 'PremiseModel';
    locationId = state.floors.find((f) => f.id === room.floorId)!.premiseId;
  } else if (placement === 19) {
    locationType = index % 40 === 19 ? 'SectionModel' : null;
    locationId = locationType ? room.sectionId : null;
  }
  const mains = model.serialNumberPrefix === 'HDM2' || random.chance(0.2);
  const isOn = random.chance(0.85);
  const fluidRoll = random.next();
  const fluidType: FluidType | null =
    fluidRoll < 0.62 ? 'Alcohol' : fluidRoll < 0.95 ? 'Soap' : null;
  return {
    id: random.uuid(),
    serialNumber: nextSerial(model.serialNumberPrefix),
    modelId: model.id,
    tenant,
    locationType,
    locationId,
    fluidType,
    powerSource: mains ? 'Mains' : 'Battery',
    batteries: mains
      ? null
      : { lastChanged: randomBefore(500 * DAY, DAY), level: random.int(3, 100) },
    isOn,
    onlineEventCount: isOn ? random.int(1, 900) : 0,
    created: randomBefore(600 * DAY, 300 * DAY),
    // Drawn after every device is seeded (`seedHealth`).
    health: { ...NO_HEALTH },
  };
}

function installation(
  random: Random,
  device: DeviceRecord,
  status: InstallationStatus,
  tenant: string,
  created: string,
  installer: string | null,
  roomId: string | null,
): InstallationRecord {
  return {
    id: random.uuid(),
    deviceId: device.id,
    serialnumber: device.serialNumber,
    status,
    tenant,
    installer,
    images: [],
    created,
    completion: null,
    roomId,
    plannedFor: null,
  };
}

/**
 * Devices in the service tenant's store, waiting to be installed: installations in every status
 * (both spellings of the active ones), and the failing serial number.
 */
function seedServiceStock(
  state: PlatformState,
  random: Random,
  nextSerial: (prefix: string) => string,
  randomBefore: (maxMs: number, minMs?: number) => string,
  serviceUsers: UserRecord[],
) {
  const customers = state.tenants.filter((t) => t.kind === 'customer').map((t) => t.identifier);
  const plans: (InstallationStatus | null)[] = [
    'Ready',
    'Ready',
    'InProgress',
    'READY',
    'IN_PROGRESS',
    'Ready',
    'InProgress',
    'Aborted',
    'Aborted',
    null,
    null,
    null,
    null,
  ];
  const stock = [
    ...plans.map((status) => ({ status, serial: null as string | null })),
    { status: 'Ready' as const, serial: FAILING_SERIAL_NUMBER },
  ];
  stock.forEach(({ status, serial }, i) => {
    const model = state.deviceModels[i % 4]!;
    const device: DeviceRecord = {
      id: random.uuid(),
      serialNumber: serial ?? nextSerial(model.serialNumberPrefix),
      modelId: model.id,
      tenant: SERVICE_TENANT,
      locationType: null,
      locationId: null,
      fluidType: null,
      powerSource: model.serialNumberPrefix === 'HDM2' ? 'Mains' : 'Battery',
      batteries: model.serialNumberPrefix === 'HDM2' ? null : { lastChanged: null, level: 100 },
      isOn: i % 3 === 0,
      onlineEventCount: i % 3 === 0 ? random.int(1, 20) : 0,
      created: randomBefore(30 * DAY, 2 * DAY),
      // In stock: nothing reported that anyone waits for.
      health: { ...NO_HEALTH },
    };
    state.devices.push(device);
    if (!status) return;
    // The first planned installations go to the demo tenant, so its wizard has work.
    const tenant = i < 5 || serial ? DEMO_TENANT : customers[i % customers.length]!;
    const installer =
      status === 'InProgress' || status === 'IN_PROGRESS' ? random.pick(serviceUsers).id : null;
    state.installations.push(
      installation(random, device, status, tenant, randomBefore(2 * DAY, HOUR), installer, null),
    );
  });
}

function seedSessions(
  state: PlatformState,
  random: Random,
  serviceUsers: UserRecord[],
  randomBefore: (maxMs: number, minMs?: number) => string,
  nowMs: number,
) {
  const customers = state.tenants.filter((t) => t.kind === 'customer').map((t) => t.identifier);
  for (let i = 0; i < 24; i++) {
    state.userSessions.push({
      id: random.uuid(),
      // Spread over 14 days: sessions older than 7 days always show a date header (spec §9).
      created: randomBefore(14 * DAY, MINUTE),
      tenant: i < 10 ? DEMO_TENANT : random.pick(customers),
      userId: random.pick(serviceUsers).id,
    });
  }
  state.userSessions.sort((a, b) => (a.created < b.created ? 1 : -1));
  for (const tenant of customers) {
    const devices = state.devices
      .filter((d) => d.tenant === tenant)
      .slice(0, tenant === DEMO_TENANT ? 8 : 3);
    devices.forEach((device, i) => {
      const created = new Date(nowMs - random.int(HOUR, 10 * DAY)).toISOString();
      state.deviceSessions.push({
        id: random.uuid(),
        created,
        deviceId: device.id,
        tenant,
        // Some are under maintenance right now (not stopped).
        stopped:
          i % 3 === 0
            ? null
            : new Date(Date.parse(created) + random.int(10, 90) * MINUTE).toISOString(),
      });
    });
  }
}

/** The event's name: its type, except for state changes and Bluetooth advertisements. */
function eventName(random: Random, type: EventType): string {
  if (type === 'State') return random.pick(stateEventNames);
  if (type === 'Bluetooth') return 'BluetoothAdvertisement';
  return type;
}

/** One event of `type` for `device` at `timestampMs`, with the nested data its type carries. */
export function makeEvent(
  random: Random,
  state: PlatformState,
  device: DeviceRecord,
  type: EventType,
  timestampMs: number,
): EventRecord {
  const timestamp = new Date(timestampMs).toISOString();
  const section = sectionOfDevice(state, device);
  return {
    tenant: device.tenant,
    deviceId: device.id,
    eventType: type,
    event: eventName(random, type),
    timestamp,
    receivedOnServer: random.chance(0.05)
      ? null
      : new Date(timestampMs + random.int(150, 3000)).toISOString(),
    source: random.chance(0.3) ? 'broadcaster' : null,
    bluetooth:
      type === 'Bluetooth'
        ? { address: macAddress(random), rssi: -random.int(40, 95), timestamp }
        : null,
    transaction:
      type === 'Transaction'
        ? {
            userGroupId: random.chance(0.8) ? random.pick(state.groups).id : null,
            shiftTypeId: random.chance(0.7) ? random.pick(['day', 'evening', 'night']) : null,
            sectionId: section,
            timestamp,
          }
        : null,
    // Battery-powered dispensers report their battery level with their capacitor readings.
    battery:
      type === 'CapacitorVoltage' && device.powerSource !== 'Mains' && device.batteries?.level
        ? { level: device.batteries.level }
        : null,
    counter:
      type === 'Summary'
        ? {
            revision: random.int(1, 4),
            counterNumber: random.int(0, 3),
            counterValue: random.int(0, 5000),
          }
        : null,
  };
}

function seedEvents(
  state: PlatformState,
  random: Random,
  device: DeviceRecord,
  count: number,
  nowMs: number,
) {
  for (let i = 0; i < count; i++) {
    const type = weightedEventType(random);
    state.events.push(makeEvent(random, state, device, type, nowMs - random.int(5_000, 7 * DAY)));
  }
}

/** Every event type occurs in the demo tenant's history, so every filter has something. */
function ensureEveryEventType(state: PlatformState, random: Random, nowMs: number) {
  const demoDevices = state.devices.filter((d) => d.tenant === DEMO_TENANT && d.isOn);
  EVENT_TYPES.forEach((type, i) => {
    const device = demoDevices[i % demoDevices.length]!;
    if (!state.events.some((e) => e.tenant === DEMO_TENANT && e.eventType === type)) {
      state.events.push(makeEvent(random, state, device, type, nowMs - random.int(MINUTE, DAY)));
    }
  });
}

function weightedEventType(random: Random): EventType {
  const roll = random.next();
  if (roll < 0.35) return 'Transaction';
  if (roll < 0.5) return 'Bluetooth';
  if (roll < 0.62) return 'State';
  if (roll < 0.72) return 'HandSense';
  if (roll < 0.8) return 'Summary';
  return random.pick(EVENT_TYPES);
}

function sectionOfDevice(state: PlatformState, device: DeviceRecord): string | null {
  switch (device.locationType) {
    case 'RoomModel':
      return state.rooms.find((r) => r.id === device.locationId)?.sectionId ?? null;
    case 'FloorModel':
      return state.floors.find((f) => f.id === device.locationId)?.sectionId ?? null;
    case 'PremiseModel':
      return state.premises.find((p) => p.id === device.locationId)?.sectionId ?? null;
    case 'SectionModel':
      return device.locationId;
    default:
      return null;
  }
}

function macAddress(random: Random): string {
  return Array.from({ length: 6 }, () =>
    random.int(0, 255).toString(16).padStart(2, '0').toUpperCase(),
  ).join(':');
}

function floorPlanMap(random: Random, points: number): unknown[] {
  return Array.from({ length: points }, (_, i) => ({
    x: random.int(0, 100),
    y: random.int(0, 100),
    label: `Punkt ${i + 1}`,
  }));
}

function pickSome<T>(random: Random, items: readonly T[], min: number, max: number): T[] {
  const count = Math.min(items.length, random.int(min, max));
  const pool = [...items];
  const picked: T[] = [];
  for (let i = 0; i < count; i++) picked.push(pool.splice(random.int(0, pool.length - 1), 1)[0]!);
  return picked;
}

function asciiLower(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'o')
    .replaceAll('å', 'a')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A small picture of an installation (a noise pattern) as a PNG data URL. */
function imageDataUrl(random: Random): string {
  const pixels = Array.from({ length: 16 }, () =>
    Array.from({ length: 16 }, () => random.chance(0.5)),
  );
  const png = encodeMonochromePng(pixels, 4);
  let binary = '';
  for (const byte of png) binary += String.fromCharCode(byte);
  return `data:image/png;base64,${btoa(binary)}`;
}
