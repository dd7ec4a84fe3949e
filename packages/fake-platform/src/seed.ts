/**
 * The seed: a deterministic, realistic data set shaped after spec §3. The same seed, scale and
 * clock give the same data on every run, in Node and in the browser.
 *
 * This module assembles it; `seed/` holds each area (tenants, locations, users, devices,
 * installations, comments, events, sessions, health, floor plans). Every area draws from one random stream
 * in the order below, so moving a draw changes every id after it: the stories' pictures and the
 * tests read those ids.
 */
import { DEMO_TENANT, SEED_DEVICE_COUNTS, SERVICE_TENANT } from './constants';
import { syncCases } from './cases';
import type { PlatformState, UserRecord } from './model';
import { deviceModels, groupNames, screenOptions, tenantPlans } from './names';
import { createRandom } from './random';
import { seedComments, seedHostileComment } from './seed/comments';
import { createSerialNumbers, seedDevice } from './seed/devices';
import { ensureEveryEventType, seedEvents } from './seed/events';
import { seedHealth } from './seed/health';
import { imageDataUrl, seedInstallationsOf } from './seed/installations';
import { seedFloorPlans } from './seed/floorPlans';
import { seedLocations } from './seed/locations';
import { seedServiceStock } from './seed/serviceStock';
import { seedSessions } from './seed/sessions';
import { tenantRecord } from './seed/tenants';
import { seedClock } from './seed/time';
import { seedScreenUsers, seedUsers } from './seed/users';

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

/** Devices of a customer tenant that get an event history. */
const DEVICES_WITH_EVENTS = { demo: 30, customer: 6 } as const;

/** Builds the whole platform state. */
export function generateState({ seed, now, scale }: SeedOptions): PlatformState {
  const random = createRandom(seed);
  const nowMs = Date.parse(now);
  const { before, randomBefore } = seedClock(random, nowMs);

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
    cases: [],
    caseSeq: 0,
    preferences: [],
    pushSubscriptions: [],
    notifier: [],
  };

  const nextSerial = createSerialNumbers();
  const placeholderImage = imageDataUrl(random);

  let screenNumber = 0;
  const serviceUsers: UserRecord[] = [];

  for (const plan of tenantPlans) {
    const isService = plan.identifier === SERVICE_TENANT;
    const isDemo = plan.identifier === DEMO_TENANT;
    state.tenants.push(tenantRecord(plan, isService));

    const rooms = seedLocations(state, random, plan, isDemo);
    const users = seedUsers(state, random, plan, isService ? 4 : isDemo ? 14 : 5, before);
    if (isService) serviceUsers.push(...users);
    else {
      const screens = { firstNumber: screenNumber + 1, count: isDemo ? 3 : 1 };
      seedScreenUsers(state, random, plan, screens, before);
      screenNumber += screens.count;
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
        seedInstallationsOf(state, random, device, {
          index: i,
          installer,
          picture: placeholderImage,
          randomBefore,
        });
      }
      if (i < withEvents && device.isOn)
        seedEvents(state, random, device, isDemo ? random.int(8, 15) : 5, nowMs);
      if (i === 0 || random.chance(isDemo ? 0.3 : 0.1)) {
        seedComments(state, random, device, { language: plan.language, installer, randomBefore });
      }
    }
    if (isDemo) seedHostileComment(state, random, DEMO_TENANT, before);
  }

  seedServiceStock(state, random, nextSerial, randomBefore, serviceUsers);
  seedSessions(state, random, serviceUsers, randomBefore, nowMs);
  ensureEveryEventType(state, random, nowMs);

  state.events.sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0));
  state.randomState = random.state;
  seedHealth(state, seed, nowMs);
  // Every customer floor gets a plan with its devices placed (no draws: the stream is done).
  seedFloorPlans(
    state,
    new Map(
      tenantPlans
        .filter((plan) => plan.identifier !== SERVICE_TENANT)
        .map((plan) => [
          plan.identifier,
          { language: plan.language, rich: plan.identifier === DEMO_TENANT },
        ]),
    ),
  );
  // What needs attention now is open as cases from the start, opened when each problem began.
  syncCases(state, now, { status: 'time', openAtSince: true });
  return state;
}
