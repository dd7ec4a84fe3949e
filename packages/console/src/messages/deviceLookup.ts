import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/deviceLookup';

/**
 * Finding a device by its id or serial number: the device page, the device entry page and the
 * install wizard say the same, and only these texts load with the wizard's first screen.
 */
export const deviceLookup = defineMessages(texts, {
  /** spec §2 */
  notFoundTitle: 'Device not found',
  /** spec §2, §8 */
  notFound: icu<[id: string]>('Unable to find device with id {id}', 'id'),
  toList: 'Go to the device list',
  fetchError: 'Unable to fetch device from api.',
});
