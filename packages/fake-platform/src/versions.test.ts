/**
 * Versions of every record two people edit (issue 54): users, devices, locations and room types,
 * a tenant's thresholds, installations. Each answer carries its `version` (a single record's GET
 * as its `ETag` too); two people who read the same version and both save: the first is kept,
 * the second answers 412 and changes nothing. And what removing a location does to what hangs
 * under it.
 */
import type { ApiClient, ApiResult } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { DEMO_TENANT } from './constants';
import { createFakePlatform } from './platform';
import type { FakePlatform } from './platform';
import { clientFor, fixtures } from './testClient';

type Fixtures = ReturnType<typeof fixtures>;

interface Versioned {
  /** Reads the record: its version. */
  read: (api: ApiClient, f: Fixtures) => Promise<ApiResult<{ version?: string }>>;
  /** A save, as one person makes it (`mine` tells the two saves apart). */
  save: (
    api: ApiClient,
    f: Fixtures,
    mine: 'first' | 'second',
    ifMatch: string,
  ) => Promise<ApiResult<unknown>>;
}

const name = (mine: string) => (mine === 'first' ? 'Anne sin' : 'Bjørn sin');

const records: Record<string, Versioned> = {
  user: {
    read: (api, f) => api.getUser(f.user.id),
    save: (api, f, mine, ifMatch) =>
      api.updateUser(
        f.user.id,
        {
          userInfo: { groups: mine === 'first' ? [f.group.id] : [] },
          allowedSections: [f.section.id],
        },
        { ifMatch },
      ),
  },
  device: {
    read: (api, f) => api.getTenantDevice(DEMO_TENANT, f.device.id),
    save: (api, f, mine, ifMatch) =>
      api.updateTenantDevice(
        DEMO_TENANT,
        f.device.id,
        { powerSource: mine === 'first' ? 'Mains' : 'Battery' },
        { ifMatch },
      ),
  },
  section: {
    read: (api, f) => api.getSection(f.section.id),
    save: (api, f, mine, ifMatch) =>
      api.renameSection(f.section.id, { name: name(mine) }, { ifMatch }),
  },
  premise: {
    read: (api, f) => api.getPremise(f.premise.id),
    save: (api, f, mine, ifMatch) =>
      api.renamePremise(f.premise.id, { name: name(mine) }, { ifMatch }),
  },
  'premise location': {
    read: (api, f) => api.getPremise(f.premise.id),
    save: (api, f, mine, ifMatch) =>
      api.updatePremiseLocation(
        f.premise.id,
        { latitude: mine === 'first' ? 59.9 : 63.4, longitude: 10.7 },
        { ifMatch },
      ),
  },
  floor: {
    read: (api, f) => api.getFloor(f.floorWithoutPlan.id),
    save: (api, f, mine, ifMatch) =>
      api.renameFloor(f.floorWithoutPlan.id, { name: name(mine) }, { ifMatch }),
  },
  room: {
    read: (api, f) => api.getRoom(f.room.id),
    save: (api, f, mine, ifMatch) => api.renameRoom(f.room.id, { name: name(mine) }, { ifMatch }),
  },
  'room type': {
    read: async (api, f) => {
      const types = await api.listRoomTypes({ page: 0, pageSize: 100 });
      if (!types.ok) return types;
      return { ok: true, data: types.data.items.find((t) => t.id === f.roomType.id)! };
    },
    save: (api, f, mine, ifMatch) =>
      api.renameRoomType(f.roomType.id, { name: name(mine) }, { ifMatch }),
  },
  thresholds: {
    read: (api) => api.getAttentionThresholds(DEMO_TENANT),
    save: (api, _f, mine, ifMatch) =>
      api.updateAttentionThresholds(
        DEMO_TENANT,
        {
          lowBatteryPercent: mine === 'first' ? 30 : 40,
          criticalBatteryPercent: 10,
          offlineAfterMinutes: 120,
        },
        { ifMatch },
      ),
  },
  installation: {
    read: async (api, f) => {
      const page = await api.listInstallations({ pageSize: 1000 });
      if (!page.ok) return page;
      return { ok: true, data: page.data.items.find((i) => i.id === f.activeInstallation!.id)! };
    },
    save: (api, f, mine, ifMatch) =>
      api.setInstallationInstaller(
        f.activeInstallation!.id,
        { installer: mine === 'first' ? f.user.id : 'someone-else' },
        { ifMatch },
      ),
  },
};

const versionOf = (result: ApiResult<{ version?: string }>): string => {
  if (!result.ok || result.data.version === undefined) {
    throw new Error(`no version: ${JSON.stringify(result)}`);
  }
  return result.data.version;
};

describe('versions of the records two people edit', () => {
  it.each(Object.keys(records))(
    '%s: the second of two saves on one version answers 412 and the first is kept',
    async (what) => {
      const platform = createFakePlatform();
      const api = clientFor(platform);
      const f = fixtures(platform);
      const { read, save } = records[what]!;
      const version = versionOf(await read(api, f));
      expect(version).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);

      const first = await save(api, f, 'first', version);
      expect(first.ok, JSON.stringify(first)).toBe(true);
      const afterFirst = JSON.stringify(platform.snapshot().state);
      const changed = versionOf(await read(api, f));
      expect(changed).not.toBe(version);

      const second = await save(api, f, 'second', version);
      expect(second).toMatchObject({ ok: false, error: { status: 'conflict', httpStatus: 412 } });
      expect(JSON.stringify(platform.snapshot().state)).toBe(afterFirst);
      // The second person, reloaded, saves on the new version.
      expect((await save(api, f, 'second', changed)).ok).toBe(true);
    },
  );

  it('answers a single record with its version as ETag', async () => {
    const platform = createFakePlatform();
    const f = fixtures(platform);
    const get = (path: string) =>
      platform.fetch(
        new Request(`http://fake-platform.test/api${path}`, {
          headers: { authorization: 'Bearer t', 'x-tenant-identifier': DEMO_TENANT },
        }),
      );
    for (const path of [
      `/users/${f.user.id}`,
      `/tenants/${DEMO_TENANT}/devices/${f.device.id}`,
      `/sections/${f.section.id}`,
      `/premises/${f.premise.id}`,
      `/floors/${f.floorWithoutPlan.id}`,
      `/rooms/${f.room.id}`,
      `/tenants/${DEMO_TENANT}/attention/thresholds`,
    ]) {
      const response = await get(path);
      const body = (await response.json()) as { version: string };
      expect(response.headers.get('etag'), path).toBe(`"${body.version}"`);
    }
  });

  it('keeps a device at its version while it sends messages: they are not an edit', async () => {
    const platform = createFakePlatform();
    const api = clientFor(platform);
    const f = fixtures(platform);
    const before = versionOf(await api.getTenantDevice(DEMO_TENANT, f.device.id));
    // What a device's messages change, set directly (the test's stand-in for a message).
    const record = platform.state.devices.find((d) => d.id === f.device.id)! as {
      -readonly [
        K in keyof FakePlatform['state']['devices'][number]
      ]: FakePlatform['state']['devices'][number][K];
    };
    record.onlineEventCount += 5;
    record.health = { ...record.health, lastMessage: '2026-11-29T08:00:00.000Z' };
    if (record.batteries) record.batteries = { ...record.batteries, level: 3 };
    expect(versionOf(await api.getTenantDevice(DEMO_TENANT, f.device.id))).toBe(before);
  });
});

describe('removing a location', () => {
  const setup = () => {
    const platform = createFakePlatform();
    return { platform, api: clientFor(platform), f: fixtures(platform) };
  };
  const unchanged = (platform: FakePlatform) => {
    const before = JSON.stringify(platform.snapshot().state);
    return () => expect(JSON.stringify(platform.snapshot().state)).toBe(before);
  };

  it('is refused with 409 while anything hangs under it, and changes nothing', async () => {
    const { platform, api, f } = setup();
    const check = unchanged(platform);
    const refusals = [
      await api.removeSection(f.section.id),
      await api.removePremise(f.premise.id),
      await api.removeFloor(f.floor.id),
      await api.removeRoomType(f.roomType.id),
    ];
    // A room with a device placed in it.
    const placed = platform.state.devices.find(
      (d) => d.tenant === DEMO_TENANT && d.locationType === 'RoomModel' && d.locationId,
    )!;
    refusals.push(await api.removeRoom(placed.locationId!));
    for (const refused of refusals) {
      expect(refused).toMatchObject({ ok: false, error: { status: 'conflict', httpStatus: 409 } });
      expect(
        !refused.ok && refused.error.status === 'conflict' && refused.error.problem?.detail,
      ).toMatch(/cannot be removed while/);
    }
    check();
  });

  it('removes an empty room with its floor plan, and it is gone from the floor', async () => {
    const { platform, api, f } = setup();
    const made = await api.createRoom(f.floor.id, {
      name: 'Bod',
      sectionId: f.floor.sectionId,
      roomTypeId: f.roomType.id,
      floorId: f.floor.id,
    });
    if (!made.ok) throw new Error('not made');
    expect((await api.createRoomFloorPlan(made.data.id, { map: [] })).ok).toBe(true);
    expect((await api.removeRoom(made.data.id, { ifMatch: made.data.version! })).ok).toBe(true);
    expect(await api.getRoom(made.data.id)).toMatchObject({ error: { status: 'notFound' } });
    expect(platform.state.floorPlans.some((p) => p.targetId === made.data.id)).toBe(false);
    const rooms = await api.listFloorRooms(f.floor.id, { pageSize: 1000 });
    expect(rooms.ok && rooms.data.items.map((r) => r.id)).not.toContain(made.data.id);
  });

  it('takes a removed section out of the users allowed to it', async () => {
    const { platform, api, f } = setup();
    const made = await api.createSection({ name: 'Midlertidig' });
    if (!made.ok) throw new Error('not made');
    const user = platform.state.users.find((u) => u.id === f.user.id)! as unknown as {
      sectionIds: string[];
    };
    user.sectionIds = [...user.sectionIds, made.data.id];
    expect((await api.removeSection(made.data.id)).ok).toBe(true);
    expect(user.sectionIds).not.toContain(made.data.id);
  });

  it('refuses a rename to the name of another room type (409), as creating one does', async () => {
    const { api, f } = setup();
    const other = await api.createRoomType({ name: 'Arkiv', useForCompliance: false });
    expect(other.ok).toBe(true);
    expect(await api.renameRoomType(f.roomType.id, { name: 'arkiv' })).toMatchObject({
      ok: false,
      error: { status: 'conflict', httpStatus: 409 },
    });
  });
});
