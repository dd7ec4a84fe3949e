import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/locationDialogs';

/**
 * The texts of the location dialogs (spec §2, §5, §8), word for word where the spec quotes them
 * ("spec"). An area apart from the screens' texts: the dialogs load on first opening, and so do
 * these.
 */
export const locationDialogs = defineMessages(texts, {
  cancel: 'Cancel',
  create: 'Create',
  /** spec §8 */
  createPremiseFailed: 'Unable to create premise',
  number: 'Number',
  numberHint: 'A whole number: 0 for the ground floor, -1 below it.',
  /** spec §5: the floor number must parse as an integer, otherwise the field shows an error. */
  numberInvalid: 'Must be a whole number',
  /** spec §8 */
  createFloorFailed: 'Unable to create Floor',
  coordinates: 'Coordinates',
  /** spec §5: entered as 'latitude, longitude'. */
  coordinatesHint: 'latitude, longitude (for example 59.91, 10.75)',
  coordinatesInvalid: "Write 'latitude, longitude' with a comma and a space between them.",
  update: 'Update',
  /** spec §8 */
  locationFailed: 'Unable to update location',
  roomType: 'Room type',
  chooseRoomType: 'Choose a room type',
  /** spec §4 */
  createNew: 'create new',
  /** spec §4 */
  changeType: 'change type',
  newRoomType: 'New room type',
  useForCompliance: 'Use for compliance',
  createRoomType: 'Create room type',
  /** spec §8 */
  roomTypeExists: 'Room type already exists',
  /** spec §8 'Save failure' */
  saveFailed: 'Unable to save',
  /** spec §8 */
  roomTypesFailed: 'Unable to fetch room types',
  /** spec §8 */
  createRoomFailed: 'Unable to create Room',
  /** Issue 54: the provider renames and removes what it set up (offered with the roles table). */
  rename: {
    section: 'Rename section',
    premise: 'Rename premise',
    floor: 'Rename floor',
    room: 'Rename room',
    roomType: 'Rename room type',
  },
  remove: {
    section: 'Remove section',
    premise: 'Remove premise',
    floor: 'Remove floor',
    room: 'Remove room',
    roomType: 'Remove room type',
  },
  /** A button of a list row, named with its row: 'Rename room type: Toilet'. */
  namedAction: icu<[action: string, name: string]>('{action}: {name}', 'action', 'name'),
  roomTypes: {
    show: 'Show room types',
    hide: 'Hide room types',
    title: 'Room types',
    compliance: 'used for compliance',
  },
  /** Issue 54: renames and removals. */
  save: 'Save',
  renameFailed: 'Unable to rename',
  removeTitle: icu<[name: string]>('Remove {name}?', 'name'),
  removeConfirm: 'Remove',
  removeFailed: 'Unable to remove',
  /** What a removal does, said before it is confirmed. */
  removeWhat: {
    section:
      'The section is removed for everyone. Users allowed to it no longer have it among their sections.',
    premise: 'The premise is removed for everyone.',
    floor: 'The floor and its floor plan are removed for everyone.',
    room: 'The room and its floor plan are removed for everyone. Finished installations keep it in their history.',
    roomType: 'The room type is removed for everyone.',
  },
  /** Why the platform refused a removal (409): something still hangs under it. */
  inUse: {
    section: 'This section still has premises or devices in it. Remove or move them first.',
    premise: 'This premise still has floors or devices in it. Remove or move them first.',
    floor: 'This floor still has rooms or devices on it. Remove or move them first.',
    room: 'This room still has devices in it, or an installation for it is running. Move the devices or finish the installation first.',
    roomType: 'Rooms are still of this type, so it cannot be removed.',
  },
});
