/**
 * The seed's floor plans: every floor gets a plan the console draws (its rooms as rectangles on
 * either side of a corridor, named and linked to the platform's rooms, the outer walls, the
 * corridor's name) with its devices placed in their rooms; the demo tenant's first room of each
 * premise gets a plan of its own. Drawn from the records alone, with no random draws, so the seed
 * stream and every id after it stay as they were. The format is the console kit's
 * (`packages/ui/src/FloorPlanEditor/floorPlan.ts`), in metres.
 */
import type { DeviceRecord, FloorRecord, PlatformState, RoomRecord } from '../model';
import type { Language } from '../names';

/** A room's size on the plan and the corridor's width, in metres. */
const ROOM = { w: 6, h: 5 } as const;
const CORRIDOR = 3;
/**
 * Dispensers in a room stand in columns of this many in its upper part (its name is drawn low),
 * this far apart (down), the columns this far apart (across): their serial numbers, written to
 * the right of each, never overlap.
 */
const PER_COLUMN = 2;
const STEP = 1.3;
const COLUMN_STEP = 2.6;

const corridorName: Record<Language, string> = { no: 'Korridor', en: 'Corridor' };

type Entry = Record<string, unknown>;

/** Adds a plan to every floor of `tenants` (a tenant identifier -> its language) and some rooms. */
export function seedFloorPlans(
  state: PlatformState,
  tenants: ReadonlyMap<string, { language: Language; rich: boolean }>,
): void {
  const devicesAt = groupDevices(state.devices);
  const roomsOf = new Map<string, RoomRecord[]>();
  for (const room of state.rooms) {
    const list = roomsOf.get(room.floorId) ?? [];
    list.push(room);
    roomsOf.set(room.floorId, list);
  }
  const premisesWithRoomPlan = new Set<string>();
  for (const floor of state.floors) {
    const tenant = tenants.get(floor.tenant);
    if (!tenant) continue;
    const rooms = roomsOf.get(floor.id) ?? [];
    state.floorPlans.push({
      target: 'floor',
      targetId: floor.id,
      tenant: floor.tenant,
      map: floorMap(floor, rooms, devicesAt, corridorName[tenant.language]),
    });
    // As the first seed did: a plan of its own for the first room of each premise (demo only).
    const first = rooms[0];
    if (tenant.rich && first && !premisesWithRoomPlan.has(floor.premiseId)) {
      premisesWithRoomPlan.add(floor.premiseId);
      state.floorPlans.push({
        target: 'room',
        targetId: first.id,
        tenant: floor.tenant,
        map: roomMap(first, devicesAt.get(first.id) ?? []),
      });
    }
  }
}

/** Devices by the id of the room or floor they are placed at. */
function groupDevices(devices: readonly DeviceRecord[]): Map<string, DeviceRecord[]> {
  const at = new Map<string, DeviceRecord[]>();
  for (const device of devices) {
    if (device.locationType !== 'RoomModel' && device.locationType !== 'FloorModel') continue;
    if (!device.locationId) continue;
    const list = at.get(device.locationId) ?? [];
    list.push(device);
    at.set(device.locationId, list);
  }
  return at;
}

/** Rooms above and below a corridor, the outer walls, and every device of the floor placed. */
function floorMap(
  floor: FloorRecord,
  rooms: readonly RoomRecord[],
  devicesAt: ReadonlyMap<string, DeviceRecord[]>,
  corridor: string,
): Entry[] {
  const perRow = Math.max(2, Math.ceil(rooms.length / 2));
  const width = perRow * ROOM.w;
  const height = 2 * ROOM.h + CORRIDOR;
  const entries: Entry[] = [];
  const dispensers: Entry[] = [];
  rooms.forEach((room, index) => {
    const x = (index % perRow) * ROOM.w;
    const y = index < perRow ? 0 : ROOM.h + CORRIDOR;
    entries.push({ type: 'room', x, y, w: ROOM.w, h: ROOM.h, label: room.name, roomId: room.id });
    dispensers.push(...placed(devicesAt.get(room.id) ?? [], x + 1, y + 1));
  });
  entries.push(
    { type: 'wall', x1: 0, y1: 0, x2: width, y2: 0 },
    { type: 'wall', x1: width, y1: 0, x2: width, y2: height },
    { type: 'wall', x1: width, y1: height, x2: 0, y2: height },
    { type: 'wall', x1: 0, y1: height, x2: 0, y2: 0 },
    { type: 'label', x: width / 2, y: ROOM.h + CORRIDOR / 2, text: corridor },
  );
  // Devices placed at the floor itself hang in the corridor.
  dispensers.push(...placed(devicesAt.get(floor.id) ?? [], 1, ROOM.h + 0.5));
  return [...entries, ...dispensers];
}

/** The room alone, with its devices. */
function roomMap(room: RoomRecord, devices: readonly DeviceRecord[]): Entry[] {
  return [
    { type: 'room', x: 0, y: 0, w: ROOM.w, h: ROOM.h, label: room.name, roomId: room.id },
    ...placed(devices, 1, 1),
  ];
}

/** Dispenser entries for `devices`, in columns from (x, y). */
function placed(devices: readonly DeviceRecord[], x: number, y: number): Entry[] {
  return devices.map((device, index) => ({
    type: 'dispenser',
    x: round(x + Math.floor(index / PER_COLUMN) * COLUMN_STEP),
    y: round(y + (index % PER_COLUMN) * STEP),
    label: device.serialNumber,
    deviceId: device.id,
  }));
}

const round = (value: number) => Math.round(value * 100) / 100;
