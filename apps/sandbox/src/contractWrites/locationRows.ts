/** The rows of the locations' writes: sections, premises, floors, rooms, room types, floor plans. */
import { EMPTY } from './fixtures.ts';
import type { Row } from './row.ts';

export const locationRows: Record<string, Row> = {
  createSection: { call: (api) => api.createSection({ name: 'Isolasjon' }) },
  createRoomType: {
    call: (api) => api.createRoomType({ name: 'Isolat', useForCompliance: false }),
  },
  renameSection: { call: (api, f) => api.renameSection(f.section.id, { name: 'Vest' }) },
  renamePremise: { call: (api, f) => api.renamePremise(f.premise.id, { name: 'Hovedbygg' }) },
  renameFloor: { call: (api, f) => api.renameFloor(f.floor.id, { name: 'Loftet' }) },
  renameRoom: { call: (api, f) => api.renameRoom(f.room.id, { name: 'Skyllerom 2' }) },
  renameRoomType: { call: (api, f) => api.renameRoomType(f.roomType.id, { name: 'Lab' }) },
  // The removals need `addEmptyLocations` in the state the test loads.
  removeSection: { call: (api) => api.removeSection(EMPTY.section) },
  removePremise: { call: (api) => api.removePremise(EMPTY.premise) },
  removeFloor: { call: (api) => api.removeFloor(EMPTY.floor) },
  removeRoom: { call: (api, f) => api.removeRoom(f.emptyRoom.id) },
  removeRoomType: { call: (api) => api.removeRoomType(EMPTY.roomType) },
  createPremise: {
    call: (api, f) => api.createPremise({ name: 'Nytt bygg', sectionId: f.section.id }),
  },
  createFloor: {
    call: (api, f) =>
      api.createFloor(f.section.id, {
        name: '9. etasje',
        sectionId: f.section.id,
        number: 9,
        premiseId: f.premise.id,
      }),
  },
  createRoom: {
    call: (api, f) =>
      api.createRoom(f.floor.id, {
        name: 'Lab 9',
        sectionId: f.floor.sectionId ?? '',
        roomTypeId: f.roomType.id,
        floorId: f.floor.id,
      }),
  },
  createFloorFloorPlan: {
    call: (api, f) => api.createFloorFloorPlan(f.floorWithoutPlan.id, { map: [{ x: 1 }] }),
  },
  updateFloorFloorPlan: { call: (api, f) => api.updateFloorFloorPlan(f.floor.id, { map: [] }) },
  createRoomFloorPlan: {
    call: (api, f) => api.createRoomFloorPlan(f.roomWithoutPlan.id, { map: [[0, 1]] }),
  },
  updateRoomFloorPlan: { call: (api, f) => api.updateRoomFloorPlan(f.roomWithPlan, { map: [1] }) },
  updatePremiseLocation: {
    call: (api, f) => api.updatePremiseLocation(f.premise.id, { latitude: 59.9, longitude: 10.7 }),
  },
};
