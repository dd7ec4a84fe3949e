import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/planInstallation';

/**
 * 'Plan installation' on 'Plan installations' (issue 46): apart from `installations`, so only the
 * dialog's chunk brings its texts.
 */
export const planInstallation = defineMessages(texts, {
  title: 'Plan an installation',
  intro:
    'The installation is listed as Ready. The installer opens it from the device and completes it with the wizard.',
  serialNumber: 'Serial number',
  serialHint: 'As printed on the dispenser.',
  tenant: 'Tenant',
  chooseTenant: 'Choose a tenant',
  day: 'Day',
  pastDay: 'Choose today or a later day.',
  room: 'Room (if known)',
  roomHint: 'The installer confirms it in the wizard.',
  roomAfterTenant: 'Choose the tenant first: its rooms are offered here.',
  chosenRoom: icu<[room: string]>('Planned room: {room}', 'room'),
  clearRoom: 'No room yet',
  installer: 'Installer',
  anyInstaller: 'Not decided yet',
  installersFailed: 'Unable to fetch users; the installer can be left open.',
  submit: 'Plan installation',
  cancel: 'Cancel',
  missing: 'Still needed:',
  gaps: {
    serialNumber: 'serial number',
    tenant: 'tenant',
    day: 'day',
  },
  planning: 'Planning the installation ...',
  /** 404: no device has that serial number. */
  notFound: icu<[serial: string]>('No device has the serial number {serial}.', 'serial'),
  /** Spec §4: creating an installation answers 409 when the device has an active one. */
  conflict: icu<[serial: string]>(
    '{serial} already has an installation that is Ready or In progress. Abort that one first, or let the installer complete it.',
    'serial',
  ),
  /** Spec §4: 500, or anything else. */
  failed: 'Unable to plan the installation.',
});
