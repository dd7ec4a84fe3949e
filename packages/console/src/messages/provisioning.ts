import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/provisioning';

export const provisioning = defineMessages(texts, {
  title: 'Provision devices',
  formSection: 'New devices',
  /** spec §2 */
  goToForm: 'Go to form',
  /** spec §2 */
  viewPreviousResult: 'View previous result',
  /** spec §2 */
  selectModel: 'Select a model',
  /** spec §2: the dialog's title */
  selectModelTitle: 'Select Model',
  /** The picker's noun: 'Unable to fetch models from api.' */
  models: 'models',
  cancel: 'Cancel',
  model: 'Model',
  editModel: 'Edit model',
  /** spec §2: the serial number prefix */
  prefix: 'Prefix',
  /** spec §2 */
  description: 'Description',
  /** spec §2 */
  count: 'Number of new devices',
  /** Issue 46: devices that arrived with printed serials are created with them. */
  serialSource: 'Numbering',
  serialSources: {
    numbered: 'Numbered by the platform',
    printed: 'Printed on the devices',
  },
  /** spec §5 */
  countNotThreeDigits: 'Must be positive 3-digit integer',
  /** spec §5 */
  countOutOfRange: 'Must be between 1 and 100',
  /** spec §2 */
  create: 'Create',
  /** spec §2: while busy */
  creating: icu<[count: number]>(
    '{count, plural, one {Creating device ...} other {Creating {count} devices ...}}',
    'count',
  ),
  /** spec §8 */
  createFailed: 'An error occured when creating devices',
  /** spec §2 */
  ok: 'Ok',
  /** spec §2 */
  created: icu<[provisioned: number, requested: number]>(
    'Created {provisioned} / {requested}',
    'provisioned',
    'requested',
  ),
  partial: icu<[missing: number]>('Not created: {missing}. Create them from the form.', 'missing'),
  noneCreated: 'No devices were created. Try again from the form.',
  /** Issue 46: where the new devices are, and their labels. */
  madeAt: icu<[tenant: string]>('The new devices are at {tenant}.', 'tenant'),
  labels: 'QR labels for printing',
  /** Printed serials the platform had registered already. */
  alreadyRegistered: icu<[serials: string]>(
    'Registered already, so not created again: {serials}',
    'serials',
  ),
  serialNumbers: 'Serial numbers',
  /** spec §2 */
  copy: 'Copy to clipboard',
  copied: 'Copied.',
  copyRefused: 'Copy refused: press Ctrl+C to copy the selected text.',
  /** spec §2 */
  downloadCsv: 'Download as CSV',
  /** spec §8 */
  noResult: 'No results found in session storage.',
  /** Spec §2: "The browser warns when the user leaves the results page" (inside the app). */
  leaveTitle: 'Leave the results?',
  leaveStored:
    "The serial numbers stay in this tab: 'View previous result' shows them again until the tab is closed.",
  leaveUnstored:
    'This result could not be stored: once you leave, its serial numbers are gone. Copy or download them first.',
  leave: 'Leave',
  stay: 'Stay',
});
