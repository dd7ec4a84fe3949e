/**
 * The seed's location tree of one tenant: its room types, then each section with its premises,
 * their floors and rooms. Their floor plans are drawn once the devices are placed
 * (`seed/floorPlans.ts`).
 */
import type { FloorRecord, PlatformState, RoomRecord } from '../model';
import { floorName, roomNames, roomTypeNames } from '../names';
import type { TenantPlan } from '../names';
import type { Random } from '../random';

/** Seeds the tenant's locations (`rich`: more floors and rooms) and answers its rooms. */
export function seedLocations(
  state: PlatformState,
  random: Random,
  plan: TenantPlan,
  rich: boolean,
): RoomRecord[] {
  const tenant = plan.identifier;
  const types = roomTypeNames[plan.language].map((t) => ({ id: random.uuid(), tenant, ...t }));
  state.roomTypes.push(...types);
  const rooms: RoomRecord[] = [];
  let pointPlanDrawn = false;
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
        if (f === 0 && (rich || !pointPlanDrawn || random.chance(0.5))) {
          keepStream(random, 2 * 8);
          pointPlanDrawn = true;
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
          if (rich && r === 0 && f === 0) keepStream(random, 2 * 4);
        }
      }
    }
  }
  return rooms;
}

/**
 * The draws the seed once made here for plans of random points (two per point). Plans are now
 * drawn from the rooms and devices with no draws of their own; taking these keeps the random
 * stream, and so every id after it that the stories' pictures and the tests read, as it was.
 */
function keepStream(random: Random, draws: number): void {
  for (let i = 0; i < draws; i++) random.next();
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
