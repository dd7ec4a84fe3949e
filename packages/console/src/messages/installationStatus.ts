import type { ShownStatus } from '../lib/installationStatus';
import { defineMessages } from '../i18n/registry';
import texts from '../locales/installationStatus';

/** An installation's status as Plan installations and the device page show it. */
export const installationStatus = defineMessages(texts, {
  Ready: 'Ready',
  InProgress: 'In progress',
  Installed: 'Installed',
  Aborted: 'Aborted',
} satisfies Record<ShownStatus, string>);

/** An Installed one, by whether the device showed it works when installed (issue 51). */
export const installationVerification = defineMessages(texts, {
  verified: 'Installed, verified',
  notVerified: 'Installed, not verified',
});
