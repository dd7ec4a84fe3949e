import { EVENT_TYPES, INSTALLATION_STATUSES } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { DEFAULT_NOW, DEMO_TENANT, SCREEN_USER_DOMAIN, SERVICE_TENANT } from './constants';
import { createFakePlatform } from './platform';
import { createRandom } from './random';
import { clientFor } from './testClient';

describe('createRandom', () => {
  it('repeats its sequence for a seed and resumes from a stored state', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const first = [a.next(), a.next(), a.uuid()];
    expect([b.next(), b.next(), b.uuid()]).toEqual(first);
    const resumed = createRandom(a.state);
    expect(resumed.next()).toBe(a.next());
    expect(createRandom(43).next()).not.toBe(createRandom(42).next());
  });

  it('makes version-4 shaped UUIDs and stays within bounds', () => {
    const random = createRandom(7);
    expect(random.uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    for (let i = 0; i < 1000; i++) {
      const n = random.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
    }
  });
});

describe('the seed', () => {
  const platform = createFakePlatform();
  const s = platform.state;
  const count = (items: readonly { readonly tenant: string }[], tenant: string) =>
    items.filter((i) => i.tenant === tenant).length;

  it('is the same data on every run, and other data for another seed', () => {
    expect(createFakePlatform().snapshot()).toEqual(platform.snapshot());
    expect(createFakePlatform({ seed: 1 }).snapshot()).not.toEqual(platform.snapshot());
  });

  it('has the service tenant and at least three customer tenants, demo among them as a partner', () => {
    const tenants = platform.tenants();
    expect(tenants[0]).toMatchObject({ identifier: SERVICE_TENANT, kind: 'service' });
    expect(tenants.filter((t) => t.kind === 'customer').length).toBeGreaterThanOrEqual(3);
    expect(tenants.find((t) => t.identifier === DEMO_TENANT)).toEqual({
      identifier: 'demo',
      name: 'demo',
      realm: 'demo',
      kind: 'customer',
    });
  });

  it('gives demo the richest data', () => {
    const others = platform.tenants().filter((t) => t.identifier !== DEMO_TENANT);
    for (const items of [s.devices, s.rooms, s.users, s.sections, s.events]) {
      for (const other of others)
        expect(count(items, DEMO_TENANT)).toBeGreaterThan(count(items, other.identifier));
    }
  });

  it('has locations as spec §3 shapes them', () => {
    expect(s.premises.some((p) => p.location !== null)).toBe(true);
    expect(s.premises.some((p) => p.location === null)).toBe(true);
    expect(s.floors.every((f) => Number.isInteger(f.number))).toBe(true);
    expect(s.floors.some((f) => f.number < 1)).toBe(true);
    expect(s.roomTypes.some((t) => t.useForCompliance)).toBe(true);
    expect(s.roomTypes.some((t) => !t.useForCompliance)).toBe(true);
    expect(new Set(s.floorPlans.map((p) => p.target))).toEqual(new Set(['floor', 'room']));
  });

  it('draws a plan for every customer floor: its rooms, walls, and every device placed there', () => {
    const customerFloors = s.floors.filter((f) => f.tenant !== SERVICE_TENANT);
    for (const floor of customerFloors) {
      const plan = s.floorPlans.find((p) => p.target === 'floor' && p.targetId === floor.id);
      const map = (plan?.map ?? []) as Record<string, unknown>[];
      const rooms = s.rooms.filter((r) => r.floorId === floor.id);
      const drawnRooms = map.filter((e) => e['type'] === 'room');
      // Each room of the floor, named and linked, with a size; and walls around them.
      expect(drawnRooms.map((e) => e['roomId']).sort(), floor.id).toEqual(
        rooms.map((r) => r.id).sort(),
      );
      for (const room of drawnRooms) {
        expect(room['w'] as number).toBeGreaterThan(0);
        expect(room['h'] as number).toBeGreaterThan(0);
        expect(rooms.find((r) => r.id === room['roomId'])?.name).toBe(room['label']);
      }
      expect(map.filter((e) => e['type'] === 'wall')).toHaveLength(4);
      // Every device in its rooms or at the floor is placed once, as the device it is.
      const here = new Set([floor.id, ...rooms.map((r) => r.id)]);
      const devices = s.devices.filter((d) => d.locationId !== null && here.has(d.locationId));
      const placed = map.filter((e) => e['type'] === 'dispenser');
      expect(placed.map((e) => e['deviceId']).sort()).toEqual(devices.map((d) => d.id).sort());
      for (const entry of placed) {
        expect(Number.isFinite(entry['x']) && Number.isFinite(entry['y'])).toBe(true);
      }
    }
    expect(customerFloors.length).toBeGreaterThan(20);
    expect(s.rooms.find((r) => r.name.includes('ø') || r.name.includes('å'))).toBeDefined();
  });

  it('has device models with prefixes, one description longer than 16 words', () => {
    expect(s.deviceModels.length).toBeGreaterThan(9); // two pages of the models dialog
    expect(s.deviceModels.every((m) => /^[A-Z0-9]+$/.test(m.serialNumberPrefix))).toBe(true);
    expect(s.deviceModels.some((m) => (m.description?.split(/\s+/).length ?? 0) > 16)).toBe(true);
  });

  it('has devices of every fluid type and power source, with batteries', () => {
    expect(new Set(s.devices.map((d) => d.fluidType))).toEqual(new Set(['Alcohol', 'Soap', null]));
    expect(new Set(s.devices.map((d) => d.powerSource))).toEqual(new Set(['Battery', 'Mains']));
    expect(
      s.devices.filter((d) => d.powerSource === 'Battery').every((d) => d.batteries !== null),
    ).toBe(true);
    expect(new Set(s.devices.map((d) => d.locationType))).toEqual(
      new Set(['RoomModel', 'FloorModel', 'PremiseModel', 'SectionModel', null]),
    );
    expect(s.devices.some((d) => d.isOn) && s.devices.some((d) => !d.isOn)).toBe(true);
    expect(new Set(s.devices.map((d) => d.serialNumber)).size).toBe(s.devices.length);
  });

  it('has comments (one that must render as text), installations in every status', () => {
    expect(s.comments.some((c) => c.text.includes('<img'))).toBe(true);
    expect(new Set(s.installations.map((i) => i.status))).toEqual(new Set(INSTALLATION_STATUSES));
    expect(s.installations.some((i) => i.images.length > 0)).toBe(true);
  });

  it('has users with groups and sections, and screen users screen1..N', () => {
    const people = s.users.filter((u) => u.screen === null);
    expect(people.every((u) => u.groupIds.length > 0 && u.sectionIds.length > 0)).toBe(true);
    const screens = s.users.filter((u) => u.screen !== null).map((u) => u.email);
    expect(screens).toEqual(screens.map((_, i) => `screen${i + 1}@${SCREEN_USER_DOMAIN}`));
  });

  it('lists the newest user first, a screen user, so the next screen number can be read', async () => {
    const newest = await clientFor(platform).listUsers({ page: 1, pageSize: 1 });
    expect(newest.ok && newest.data.items[0]?.email).toMatch(/^screen\d+@/);
  });

  it('has sessions and an event history of every event type, all before the clock', () => {
    expect(s.userSessions.length).toBeGreaterThan(0);
    expect(s.deviceSessions.some((x) => x.stopped === null)).toBe(true);
    const demoTypes = new Set(
      s.events.filter((e) => e.tenant === DEMO_TENANT).map((e) => e.eventType),
    );
    expect(demoTypes).toEqual(new Set(EVENT_TYPES));
    expect(s.events.some((e) => e.source === 'broadcaster')).toBe(true);
    expect(s.events.every((e) => e.timestamp < DEFAULT_NOW)).toBe(true);
    const sorted = [...s.events].sort((a, b) => (a.timestamp < b.timestamp ? 1 : -1));
    expect(s.events.map((e) => e.timestamp)).toEqual(sorted.map((e) => e.timestamp));
  });
});

describe('scale', () => {
  it('builds 10,000 devices in one tenant and pages through them', async () => {
    const started = performance.now();
    const platform = createFakePlatform({
      scale: { devicesPerTenant: 10_000, tenants: [DEMO_TENANT] },
    });
    const built = performance.now() - started;
    expect(platform.state.devices.filter((d) => d.tenant === DEMO_TENANT)).toHaveLength(10_000);
    expect(platform.state.devices.filter((d) => d.tenant === 'bergen-kommune')).toHaveLength(16);
    const t0 = performance.now();
    const page = await clientFor(platform).listTenantDevices(DEMO_TENANT, {
      page: 500,
      pageSize: 20,
      'status.is-on': true,
    });
    const listed = performance.now() - t0;
    expect(page.ok && page.data.totalItems).toBeGreaterThan(7_000);
    console.info(
      `scale: 10,000 devices in demo built in ${built.toFixed(0)} ms; a filtered page in ${listed.toFixed(0)} ms`,
    );
    // Generous: the point is "fast enough for a story", on a shared 2-core machine.
    expect(built).toBeLessThan(5_000);
  });
});

describe('state control', () => {
  it('reset() returns to the seed; snapshot() and load() round-trip, ids continue deterministically', async () => {
    const platform = createFakePlatform();
    const api = clientFor(platform);
    const seeded = platform.snapshot();
    const first = await api.createSection({ name: 'A' });
    const saved = platform.snapshot();
    const second = await api.createSection({ name: 'B' });
    platform.load(saved);
    const again = await api.createSection({ name: 'B' });
    expect(second.ok && again.ok && again.data.id === second.data.id).toBe(true);
    expect(first.ok && platform.state.sections.some((x) => x.id === first.data.id)).toBe(true);
    platform.reset();
    expect(platform.snapshot()).toEqual(seeded);
  });

  it('recordEvent adds an event the lists show first, and onlineDevices lists devices that are on', async () => {
    const platform = createFakePlatform();
    const device = platform.onlineDevices(DEMO_TENANT)[0]!;
    const event = platform.recordEvent(DEMO_TENANT, {
      deviceId: device.id,
      eventType: 'Transaction',
    });
    expect(event).toMatchObject({
      deviceId: device.id,
      eventType: 'Transaction',
      transaction: { timestamp: event.timestamp },
    });
    const feed = await clientFor(platform).listDeviceEvents({ page: 0, pageSize: 1 });
    expect(feed.ok && feed.data.items[0]).toEqual(event);
    expect(() =>
      platform.recordEvent('bergen-kommune', { deviceId: device.id, eventType: 'State' }),
    ).toThrow();
  });
});
