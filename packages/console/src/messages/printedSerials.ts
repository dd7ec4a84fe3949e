import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/printedSerials';

/**
 * Provisioning devices that arrived with printed serial numbers (issue 46): the form's list of
 * serials. Apart from `provisioning`, which every provisioning
 * screen loads first.
 */
export const printedSerials = defineMessages(texts, {
  label: 'Serial numbers',
  hint: 'One per line, typed or scanned (a scanner types the code and Enter), or from a CSV file.',
  csv: 'Read a CSV file',
  csvHint: 'A column named serial_number, or the first column.',
  csvFailed: 'That file could not be read as text.',
  count: icu<[count: number]>(
    '{count, plural, one {# serial number} other {# serial numbers}}',
    'count',
  ),
  tooLong: icu<[serial: string, max: number]>(
    '"{serial}" is too long for a serial number: at most {max} characters.',
    'serial',
    'max',
  ),
  otherModel: icu<[serial: string, prefix: string]>(
    '"{serial}" is not a serial number of this model: it must begin with {prefix}-.',
    'serial',
    'prefix',
  ),
  twice: icu<[serial: string]>('"{serial}" is listed twice.', 'serial'),
  tooMany: icu<[max: number]>('At most {max} serial numbers at a time.', 'max'),
});
