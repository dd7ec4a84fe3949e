import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/locations';

/**
 * The texts of the location screens (spec §2 "Location screens", §8 location rows), word for
 * word where the spec quotes them ("spec").
 */
export const locations = defineMessages(texts, {
  /** spec §2 breadcrumbs: Sections > Section > Premise > Floor > Room, plus Floor-plan. */
  sections: 'Sections',
  floorPlan: 'Floor-plan',
  /** Shown in a crumb until its name arrives. */
  loadingName: '…',
  /** A crumb whose id the platform does not know. */
  notFoundName: 'Not found',
  /** spec §8 'Missing route parameters': 'Could not read premiseId from url' and its siblings. */
  unreadableParam: icu<[param: string]>('Could not read {param} from url', 'param'),
  notFoundTitle: {
    section: 'Section not found',
    premise: 'Premise not found',
    floor: 'Floor not found',
    room: 'Room not found',
  },
  notFound: icu<[level: string, id: string]>(
    'There is no {level} with id {id} at this tenant.',
    'level',
    'id',
  ),
  toSections: 'Go to sections',
  /** spec §8: 'Unable to fetch {items} from api.' */
  fetchError: icu<[items: string]>('Unable to fetch {items} from api.', 'items'),
  /** For the pickers' 'Search {items}'. */
  items: {
    sections: 'sections',
    premises: 'premises',
    floors: 'floors',
    rooms: 'rooms',
    section: 'section',
    premise: 'premise',
    floor: 'floor',
    room: 'room',
    devices: 'devices',
    floorPlan: 'floor plan',
  },
  sectionsTitle: 'Sections',
  premisesTitle: 'Premises',
  floorsTitle: 'Floors',
  roomsTitle: 'Rooms',
  floorNumber: icu<[number: number]>('Floor {number}', 'number'),
  /** Beside a premise or floor with devices that need attention (issue 29). */
  attentionUnder: icu<[total: number, critical: number]>(
    '{total, plural, one {{total} needs attention} other {{total} need attention}}{critical, plural, =0 {} other { ({critical} critical)}}',
    'total',
    'critical',
  ),
  name: 'Name',
  /** spec §2 */
  addPremise: 'Add premise',
  /** spec §2 */
  addFloor: 'Add Floor',
  /** spec §2 */
  addCoordinates: 'Add coordinates',
  /** spec §8 */
  locationUpdated: 'Location updated',
  location: 'Location',
  noLocation: 'No coordinates yet',
  latLong: icu<[latitude: number, longitude: number]>(
    '{latitude}, {longitude}',
    'latitude',
    'longitude',
  ),
  /** spec §2 */
  addRoom: 'Add Room',
  floor: 'Floor',
  type: 'Type',
  addFloorPlan: 'Add floor plan',
  editFloorPlan: 'Edit floor plan',
  devicesTitle: 'Devices',
  noDevices: 'No devices here.',
  devicesTable: 'Devices in this room',
  /** spec §2 'Floor-plan for {name}' */
  floorPlanTitle: icu<[name: string]>('Floor-plan for {name}', 'name'),
});
