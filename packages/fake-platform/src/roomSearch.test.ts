/**
 * The install wizard's room step (issue 46): `GET /premises` lists the tenant's buildings,
 * `GET /rooms` narrows to one of them with `premise-id`, and its term's words may name the
 * room, its floor or its building (the seed has 'Skyllerom 102 · 1. etasje' in two buildings).
 */
import { describe, expect, it } from 'vitest';

import { DEMO_TENANT } from './constants';
import { createFakePlatform, type FakePlatform } from './platform';
import { clientFor } from './testClient';

const premisesOf = (platform: FakePlatform, tenant: string) =>
  platform.state.premises.filter((p) => p.tenant === tenant);

/** Two premises of `tenant` with a room of the same name, and that name. */
function twinRooms(platform: FakePlatform, tenant: string) {
  const s = platform.state;
  const premiseOfRoom = (roomId: string) => {
    const room = s.rooms.find((r) => r.id === roomId)!;
    return s.floors.find((f) => f.id === room.floorId)!.premiseId;
  };
  const rooms = s.rooms.filter((r) => r.tenant === tenant);
  for (const room of rooms) {
    const twin = rooms.find(
      (other) => other.name === room.name && premiseOfRoom(other.id) !== premiseOfRoom(room.id),
    );
    if (twin)
      return { name: room.name, premises: [premiseOfRoom(room.id), premiseOfRoom(twin.id)] };
  }
  throw new Error('The seed has no two rooms of one name in two buildings');
}

describe('GET /premises (extension)', () => {
  it("lists the tenant's premises of every section, by name, and no other tenant's", async () => {
    const platform = createFakePlatform();
    const answer = await clientFor(platform, DEMO_TENANT).listPremises({ pageSize: 100 });
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    const own = premisesOf(platform, DEMO_TENANT);
    expect(answer.data.items.map((p) => p.id).sort()).toEqual(own.map((p) => p.id).sort());
    const names = answer.data.items.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nb', { numeric: true })));
  });
});

describe('GET /rooms: premise-id and a term over room, floor and building', () => {
  it('premise-id keeps the rooms of that building only', async () => {
    const platform = createFakePlatform();
    const { name, premises } = twinRooms(platform, DEMO_TENANT);
    const api = clientFor(platform, DEMO_TENANT);
    const everywhere = await api.listRooms({ term: name, pageSize: 100 });
    const inOne = await api.listRooms({ term: name, 'premise-id': premises[0], pageSize: 100 });
    if (!everywhere.ok || !inOne.ok) throw new Error('listRooms failed');
    expect(everywhere.data.items.filter((r) => r.name === name).length).toBeGreaterThan(1);
    expect(inOne.data.items.length).toBeGreaterThan(0);
    expect(inOne.data.items.every((r) => r.floor?.premiseId === premises[0])).toBe(true);
  });

  it("a term's words may name the room and its building", async () => {
    const platform = createFakePlatform();
    const { name, premises } = twinRooms(platform, DEMO_TENANT);
    const building = platform.state.premises.find((p) => p.id === premises[1])!;
    const api = clientFor(platform, DEMO_TENANT);
    const answer = await api.listRooms({ term: `${name} ${building.name}`, pageSize: 100 });
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    expect(answer.data.items.length).toBeGreaterThan(0);
    expect(answer.data.items.every((r) => r.floor?.premiseId === premises[1])).toBe(true);
  });

  it("another tenant's premise-id finds nothing", async () => {
    const platform = createFakePlatform();
    const foreign = platform.state.premises.find((p) => p.tenant !== DEMO_TENANT)!;
    const answer = await clientFor(platform, DEMO_TENANT).listRooms({ 'premise-id': foreign.id });
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    expect(answer.data.items).toEqual([]);
  });
});
