/**
 * Records of the fake platform's seed that the location stories open (never shipped: only
 * stories import it). The seed is deterministic, so these are the same in every run; they are
 * looked up rather than hard-coded so a change of seed cannot leave a story on a missing id.
 */
// Only stories import this file: it reads the fake platform's seed, as the stories' MSW does.
// eslint-disable-next-line no-restricted-imports
import { createFakePlatform, type FakePlatform } from '@hygiene/fake-platform';

import { paths } from '../../../routing/paths';

const { state } = createFakePlatform();
const tenant = 'demo';

const devicesOnFloor = (floorId: string) => {
  const rooms = new Set(state.rooms.filter((r) => r.floorId === floorId).map((r) => r.id));
  return state.devices.filter(
    (d) =>
      d.tenant === tenant &&
      ((d.locationType === 'RoomModel' && d.locationId !== null && rooms.has(d.locationId)) ||
        (d.locationType === 'FloorModel' && d.locationId === floorId)),
  );
};
const demoFloors = state.floors.filter((f) => f.tenant === tenant);
const firstOfItsPremise = (floor: { id: string; premiseId: string }) =>
  state.floors.find((f) => f.premiseId === floor.premiseId)?.id === floor.id;
/** A premise's first floor with several devices (the seed draws a plan for every floor). */
const planFloor = demoFloors.find((f) => firstOfItsPremise(f) && devicesOnFloor(f.id).length >= 3)!;
/** Another floor with devices, whose plan the stories take away (`withStoryPlans`). */
const bareFloor = demoFloors.find(
  (f) => !firstOfItsPremise(f) && devicesOnFloor(f.id).length >= 2,
)!;

function trailOf(floorId: string) {
  const floor = state.floors.find((f) => f.id === floorId)!;
  const premise = state.premises.find((p) => p.id === floor.premiseId)!;
  const section = state.sections.find((s) => s.id === premise.sectionId)!;
  return { section, premise, floor };
}

const planTrail = trailOf(planFloor.id);
const bareTrail = trailOf(bareFloor.id);
const planDevices = devicesOnFloor(planFloor.id);
/** A room of the plan floor that has a device. */
const deviceRoom = state.rooms.find(
  (r) => r.floorId === planFloor.id && planDevices.some((d) => d.locationId === r.id),
)!;
const roomType = (id: string) => state.roomTypes.find((t) => t.id === id)!;
/** A room of the plan floor nothing is in: no device, no installation (one it can remove). */
const emptyRoom = state.rooms.find(
  (r) =>
    r.floorId === planFloor.id &&
    !state.devices.some((d) => d.locationId === r.id) &&
    !state.installations.some((i) => i.roomId === r.id),
)!;

export const story = {
  section: planTrail.section,
  premise: planTrail.premise,
  floor: planFloor,
  floorPlanLength: foreignPlan().length,
  /** The seed's own plan of the plan floor: its rooms, walls, corridor and devices. */
  seededPlan: state.floorPlans.find((p) => p.target === 'floor' && p.targetId === planFloor.id)!
    .map as Record<string, unknown>[],
  floorDevices: planDevices.map((d) => ({ id: d.id, serialNumber: d.serialNumber })),
  bare: { ...bareTrail, devices: devicesOnFloor(bareFloor.id).map((d) => d.serialNumber) },
  room: { ...deviceRoom, typeName: roomType(deviceRoom.roomTypeId).name },
  emptyRoom,
  roomDevices: planDevices.filter((d) => d.locationId === deviceRoom.id).map((d) => d.serialNumber),
  roomTypes: state.roomTypes.filter((t) => t.tenant === tenant).map((t) => t.name),
  sectionCount: state.sections.filter((s) => s.tenant === tenant).length,
  premisesOfSection: state.premises
    .filter((p) => p.sectionId === planTrail.section.id)
    .map((p) => p.name),
};

const t = tenant;
const { section: s, premise: p, floor: f } = planTrail;
export const urls = {
  sections: paths.sections.to(t),
  section: paths.section.to(t, s.id),
  premise: paths.premise.to(t, s.id, p.id),
  floor: paths.floor.to(t, s.id, p.id, f.id),
  floorPlan: paths.floorPlan.to(t, s.id, p.id, f.id),
  /** The plan in edit mode (`?edit`), as the floor page's 'Edit floor plan' opens it. */
  floorPlanEdit: `${paths.floorPlan.to(t, s.id, p.id, f.id)}?edit`,
  room: paths.room.to(t, s.id, p.id, f.id, deviceRoom.id),
  roomPlan: paths.roomPlan.to(t, s.id, p.id, f.id, deviceRoom.id),
  roomPlanEdit: `${paths.roomPlan.to(t, s.id, p.id, f.id, deviceRoom.id)}?edit`,
  emptyRoom: paths.room.to(t, s.id, p.id, f.id, emptyRoom.id),
  bareFloorPlan: paths.floorPlan.to(t, bareTrail.section.id, bareTrail.premise.id, bareFloor.id),
  bareFloorPlanEdit: `${paths.floorPlan.to(t, bareTrail.section.id, bareTrail.premise.id, bareFloor.id)}?edit`,
};

/** A plan in the kit's format: rooms, walls, a label, the first device placed, one foreign entry. */
export function drawnPlan() {
  const [first] = story.floorDevices;
  return [
    { type: 'room', x: 0, y: 0, w: 10, h: 6, label: 'Toalett 1' },
    { type: 'room', x: 10, y: 0, w: 8, h: 6, label: 'Skyllerom' },
    { type: 'wall', x1: 0, y1: 10, x2: 18, y2: 10 },
    { type: 'label', x: 9, y: 8, text: 'Korridor' },
    { type: 'dispenser', x: 2, y: 2, deviceId: first!.id, label: first!.serialNumber },
    { x: 40, y: 12, label: 'Punkt 1', source: 'old editor' },
  ];
}

/** A plan another editor wrote: points the kit does not draw (what the first seed stored). */
function foreignPlan() {
  return Array.from({ length: 8 }, (_, i) => ({
    x: 10 + ((i * 37) % 90),
    y: 5 + ((i * 53) % 90),
    label: `Punkt ${i + 1}`,
  }));
}

/**
 * The plans the stories read (for `parameters.fakePlatform.setup`): `map` as the plan floor's
 * plan, and none for the bare floor.
 */
export function withPlan(platform: FakePlatform, map: unknown[] | null) {
  platform.edit((state) => {
    const record = state.floorPlans.find((plan) => plan.targetId === planFloor.id)!;
    if (map) record.map = map;
    const bare = state.floorPlans.findIndex((plan) => plan.targetId === bareFloor.id);
    if (bare >= 0) state.floorPlans.splice(bare, 1);
  });
}

/** The plan floor with a plan written elsewhere (`foreignPlan`); the bare floor without one. */
export const withStoryPlans = (platform: FakePlatform) => withPlan(platform, foreignPlan());
/** The plan floor with `drawnPlan()`; the bare floor without a plan. */
export const withDrawnPlan = (platform: FakePlatform) => withPlan(platform, drawnPlan());
/** The plan floor with the seed's own plan (every device placed); the bare floor without one. */
export const withSeededPlan = (platform: FakePlatform) => withPlan(platform, null);

/**
 * A location link's accessible name: its name, then its count when devices under it need someone
 * (' · N need attention', issue 29), which the seed decides.
 */
export function linkNamed(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');
}
