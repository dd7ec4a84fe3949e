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
});
