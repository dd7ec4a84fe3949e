import type { PlatformApp } from '../context';
import { editableLocationRoutes } from './locations/editables';
import { floorAndRoomRoutes } from './locations/floorsAndRooms';
import { floorPlanRoutes } from './locations/floorPlans';
import { roomTypeRoutes } from './locations/roomTypes';
import { sectionAndPremiseRoutes } from './locations/sectionsAndPremises';

/**
 * Sections, premises, floors, rooms, room types and floor plans: always the caller's own. Each
 * part's routes live in `locations/`.
 */
export function locationRoutes(app: PlatformApp) {
  sectionAndPremiseRoutes(app);
  floorAndRoomRoutes(app);
  roomTypeRoutes(app);
  editableLocationRoutes(app);
  floorPlanRoutes(app);
}
