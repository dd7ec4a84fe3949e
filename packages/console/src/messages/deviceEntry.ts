import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/deviceEntry';

export const deviceEntry = defineMessages(texts, {
  /** spec §2 */
  install: icu<[serial: string]>('Install {serial}', 'serial'),
  /** spec §2 */
  goToDevice: 'Go to device page',
  switching: icu<[tenant: string]>('Switching to {tenant} ...', 'tenant'),
  /** The device is at a tenant the user may not reach (the internal flag switches no tenant). */
  elsewhere: icu<[serial: string]>(
    '{serial} belongs to another tenant, one you cannot open. Ask its administrator.',
    'serial',
  ),
  /**
   * The admin lookup found the device but names no tenant for it (spec §8 logs that): no tenant's
   * device page shows it, so there is nothing to open.
   */
  noTenant: icu<[serial: string]>(
    'The platform names no tenant for {serial}, so its device page cannot be opened.',
    'serial',
  ),
  /** Spec §8: the error logged for an admin answer without a tenant identifier. */
  adminDeviceWithoutTenant: icu<[serial: string, id: string]>(
    'Admin device without tenant identifier: {serial} ({id})',
    'serial',
    'id',
  ),
});
