import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/qrLabels';

/** The provisioning results' sheet of QR labels (issue 46): loads with the sheet. */
export const qrLabels = defineMessages(texts, {
  sheet: 'QR labels',
  print: 'Print labels',
  printHint: 'Prints the labels alone, on as many pages as they take.',
  qr: icu<[serial: string]>('QR code of {serial}', 'serial'),
  qrFailed: 'No QR code: unable to fetch it.',
});
