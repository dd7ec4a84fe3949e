import { defineMessages } from '../i18n/registry';
import texts from '../locales/changedElsewhere';

/**
 * The texts of 'changed elsewhere' (issue 54), loaded with the notice (a save met a change made
 * elsewhere), not with every screen.
 */
export const changedElsewhere = defineMessages(texts, {
  /** A save found the record changed by someone else since it was opened (412). */
  notice:
    'This was changed elsewhere after you opened it, so your change was not saved. Load the saved version (your change is dropped) or save yours over it.',
  loadSaved: 'Load the saved version',
  overwrite: 'Save mine over it',
  /** A removal found the record changed since it was opened (412): it is still there. */
  removeNotice:
    'This was changed elsewhere after you opened it, so it was not removed. Load the saved version to look again, or remove it anyway.',
  removeAnyway: 'Remove anyway',
  /** A deletion found the record changed since it was opened (412): it is still there. */
  deleteNotice:
    'This was changed elsewhere after you opened it, so it was not deleted. Load the saved version to look again, or delete it anyway.',
  deleteAnyway: 'Delete anyway',
});
