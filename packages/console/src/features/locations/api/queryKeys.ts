import { tenantKey } from '../../../data/queryKeys';

/** A floor plan belongs to a floor or to a room (spec §3). */
export type FloorPlanTarget = 'floor' | 'room';

/** Where a location's devices are looked up: a floor's or a room's. */
export type DevicesAt = { floorId: string } | { roomId: string };

/**
 * The locations feature's query keys, all under `['tenant', t, 'locations', ...]`. One section,
 * premise, floor or room is read through its generated operation (`generated/operations/get*`),
 * which the breadcrumbs, the screens and the device page share, so a name is fetched once.
 */
export const locationKeys = {
  roomTypes: (t: string) => tenantKey(t, 'locations', 'room-types'),
  /** The paged lists (their pages add `{ term, page }`): the sections, and each level's children. */
  sectionList: (t: string) => tenantKey(t, 'locations', 'section-list'),
  sectionPremises: (t: string, sectionId: string) =>
    tenantKey(t, 'locations', 'section-premises', sectionId),
  premiseFloors: (t: string, premiseId: string) =>
    tenantKey(t, 'locations', 'premise-floors', premiseId),
  floorRooms: (t: string, floorId: string) => tenantKey(t, 'locations', 'floor-rooms', floorId),
  floorPlan: (t: string, target: FloorPlanTarget, id: string) =>
    tenantKey(t, 'locations', 'floor-plan', target, id),
  devices: (t: string, at: DevicesAt) => tenantKey(t, 'locations', 'devices', at),
};
