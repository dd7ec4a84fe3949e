import type { Installation, InstallationStatus } from '@hygiene/api-client';

import { installationStatus, installationVerification } from '../messages/installationStatus';

/** The four statuses the screens show; the wizard's upper-case spellings fold into them. */
export type ShownStatus = 'Ready' | 'InProgress' | 'Installed' | 'Aborted';

export function shownStatus(status: InstallationStatus): ShownStatus {
  switch (status) {
    case 'READY':
      return 'Ready';
    case 'IN_PROGRESS':
      return 'InProgress';
    default:
      return status;
  }
}

/** Every spelling of a shown status, for `installationStatusFilter`. */
export function statusSpellings(status: ShownStatus): InstallationStatus[] {
  switch (status) {
    case 'Ready':
      return ['Ready', 'READY'];
    case 'InProgress':
      return ['InProgress', 'IN_PROGRESS'];
    default:
      return [status];
  }
}

/**
 * The status in words, an Installed one with whether the device showed it works when it was
 * installed (issue 51: 'Installed, not verified' is told wherever it shows); one completed
 * before the platform recorded that is just 'Installed'.
 */
export function installationStatusText(
  installation: Pick<Installation, 'installationStatus' | 'completion'>,
): string {
  const status = shownStatus(installation.installationStatus);
  const verification = installation.completion?.verification?.status;
  if (status === 'Installed' && verification) return installationVerification[verification];
  return installationStatus[status];
}
