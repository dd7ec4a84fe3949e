import { defineMessages } from '../i18n/registry';
import texts from '../locales/sharedComponents';

/** Texts of the console's shared components (pickers, 'Open a device'), used by several features. */
export const sharedComponents = defineMessages(texts, {
  /** The shared room picker's noun: 'Search rooms', 'Unable to fetch rooms from api.' */
  rooms: 'rooms',
  /** 'Open a device' takes a serial number or a scanned QR code's address. */
  serialOrAddress: 'E.g. HDP2-10001, or the address of its QR code.',
  notADevice: 'Not a serial number or device address.',
});
