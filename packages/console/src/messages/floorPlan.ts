import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/floorPlan';

/** The texts of the floor-plan work area (spec §8 floor-plan save), loaded with it. */
export const floorPlan = defineMessages(texts, {
  description: 'Place the dispensers on the plan, or write the plan as JSON in the editor below.',
  /** The page's description in the viewer (every role). */
  viewDescription:
    'Where each dispenser hangs and how it is doing, live. Choose one to see why it needs someone.',
  planCard: 'Plan',
  /** Into edit mode, for a role that may save the plan. */
  editPlan: 'Edit plan',
  /** Out of edit mode with nothing unsaved. */
  done: 'Done',
  /** Out of edit mode, dropping what is not saved. */
  discard: 'Discard changes',
  /** The viewer of a floor or room without a plan. */
  noFloorPlanToView: 'No floor plan yet.',
  /** The chosen dispenser's panel: its name for assistive technology. */
  chosen: icu<[serial: string]>('Dispenser {serial}', 'serial'),
  inRoom: icu<[room: string]>('in {room}', 'room'),
  nothingNeeded: 'Nothing needs attention here.',
  /** The chosen dispenser's panel until the worklist answers, and when it cannot. */
  checkingNeeds: 'Checking whether it needs attention…',
  needsUnknown: 'Whether it needs attention cannot be checked now. Its status above is live.',
  openDevice: 'Open device page',
  closeChosen: 'Close',
  /** Naming a room drawn on the plan (issue 49). */
  newRoom: {
    title: 'The room you drew',
    which: 'Which room is it?',
    /** A room of the floor that is on the plan already (it can be drawn twice). */
    alreadyOnPlan: icu<[name: string]>('{name} (on the plan already)', 'name'),
    byName: 'Another room: name it',
    name: 'Name on the plan',
    roomsFailed: 'The floor’s rooms could not be loaded: name the room by hand.',
    add: 'Add to plan',
    cancel: 'Cancel',
  },
  /** The building's own drawing (issue 49), in edit mode. */
  drawing: {
    add: 'Add drawing',
    replace: 'Replace drawing',
    remove: 'Remove drawing',
    hint: 'The building’s own plan as a picture (PNG or JPEG): made smaller here and saved with the plan, with the dispensers placed on it.',
    preparing: 'Preparing the drawing…',
    refused: {
      notAnImage: 'Choose a picture of the floor: a PNG or JPEG file.',
      pdf: 'A PDF cannot be used yet: save its page as a PNG or JPEG picture and choose that.',
      tooLarge: 'This file is larger than 20 MB. Choose a smaller picture.',
      unreadable: 'This picture could not be read. Choose a PNG or JPEG file.',
      tooDetailed:
        'This picture cannot be made small enough for the plan. Choose a simpler or smaller one.',
    },
  },
  planLabel: icu<[name: string]>('Floor plan of {name}', 'name'),
  savePlan: 'Save plan',
  unsaved: 'Unsaved changes',
  jsonCard: 'JSON',
  noFloorPlan: 'No floor plan yet: place a device or paste one as JSON to create it.',
  /** spec §8 */
  floorPlanSaved: 'New floorplan saved',
  /** spec §8 */
  floorPlanSaveFailed: 'Unable to save floorplan',
  /** A save found the plan saved (or created) elsewhere, and the edits were put onto it. */
  mergedElsewhere:
    'This floor plan was changed elsewhere after you opened it, so yours was not saved yet. Your changes are now on the saved plan: check it and save again.',
  /** The same, when the saved plan could not be read: the edits stay. */
  changedElsewhere:
    'This floor plan was changed elsewhere after you opened it, so yours was not saved, and the saved plan could not be read. Your changes are kept: save again to try once more.',
});
