import { defineMessages } from '../i18n/registry';
import texts from '../locales/sharedComponents';

/** Texts of the console's shared components (pickers, 'Open a device'), used by several features. */
export const sharedComponents = defineMessages(texts, {
  /** The shared room picker's noun: 'Search rooms', 'Unable to fetch rooms from api.' */
  rooms: 'rooms',
  /** 'Open a device' takes a serial number or a scanned QR code's address. */
  serialOrAddress: 'E.g. HDP2-10001, or the address of its QR code.',
  notADevice: 'Not a serial number or device address.',
  /** A save found the record changed by someone else since it was opened (412); issue 54. */
  changedElsewhere:
    'This was changed elsewhere after you opened it, so your change was not saved. Load the saved version (your change is dropped) or save yours over it.',
  loadSaved: 'Load the saved version',
  overwrite: 'Save mine over it',
});
