import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/installationList';

/**
 * 'Plan installations' (`/installations`): apart from the wizard's `installations`, so the list
 * does not bring the wizard's texts to its first screen.
 */
export const installationList = defineMessages(texts, {
  /** Spec §2: /installations is labelled 'Plan installations'. */
  plan: 'Plan installations',
  listError: 'Unable to fetch installations from api.',
  /** The filters' group and the tenant's filter and fact (the device list's words, written here). */
  filter: 'Filter',
  tenant: 'Tenant',
  empty: 'No installations.',
  list: 'Installations',
  status: 'Status',
  anyTenant: 'All tenants',
  anyStatus: 'All statuses',
  created: 'Created',
  /** Issue 46: planning one ('Plan installation' opens its dialog). */
  planOne: 'Plan installation',
  planned: icu<[serial: string, tenant: string, day: string]>(
    'The installation of {serial} at {tenant} is planned for {day}.',
    'serial',
    'tenant',
    'day',
  ),
  plannedFor: 'Planned for',
  plannedRoom: 'Room',
  installer: 'Installer',
  abort: 'Abort',
  abortLabel: icu<[serial: string]>('Abort the installation of {serial}', 'serial'),
  confirmAbort: icu<[serial: string]>('Abort the installation of {serial}?', 'serial'),
  keep: 'Keep it',
  aborted: icu<[serial: string]>('The installation of {serial} was aborted.', 'serial'),
  abortFailed: 'Unable to abort the installation.',
  /** Issue 54: the installation changed elsewhere after the list was read (412). */
  abortChangedElsewhere: icu<[serial: string]>(
    'The installation of {serial} changed elsewhere after the list was read, so it was not aborted. The list now shows it as saved.',
    'serial',
  ),
});
