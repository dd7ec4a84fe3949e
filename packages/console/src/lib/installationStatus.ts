import type { InstallationStatus } from '@hygiene/api-client';

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
