import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/floorPlan';

/** The texts of the floor-plan work area (spec §8 floor-plan save), loaded with it. */
export const floorPlan = defineMessages(texts, {
  description: 'Place the dispensers on the plan, or write the plan as JSON in the editor below.',
  planCard: 'Plan',
  planLabel: icu<[name: string]>('Floor plan of {name}', 'name'),
  savePlan: 'Save plan',
  unsaved: 'Unsaved changes',
  jsonCard: 'JSON',
  noFloorPlan: 'No floor plan yet: place a device or paste one as JSON to create it.',
  /** spec §8 */
  floorPlanSaved: 'New floorplan saved',
  /** spec §8 */
  floorPlanSaveFailed: 'Unable to save floorplan',
  /** A save found the plan saved (or created) elsewhere since it was opened. */
  changedElsewhere:
    'This floor plan was changed elsewhere after you opened it, so yours was not saved. Load the saved plan (your changes are dropped) or save yours over it.',
  loadSaved: 'Load the saved plan',
  overwrite: 'Save mine over it',
});
