import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/maintenance';

export const maintenance = defineMessages(texts, {
  /** spec §2 */
  title: 'Maintenance',
  description: 'Put a customer tenant into maintenance, follow its devices and end it.',
  refused:
    'Maintenance is tied to the service tenant: open this page in the service tenant to start or end maintenance.',
  forbidden: 'You are not allowed to start or end maintenance.',
  indicator: 'Maintenance mode',
  timeLeft: icu<[left: string]>('{left} left', 'left'),
  over: 'Maintenance is over',
  leaving: icu<[left: string]>('Maintenance is over. Leaving in {left}', 'left'),
  unknown: 'Maintenance mode unknown',
  unknownFailed: 'Unable to fetch the maintenance status from api. Trying again.',
  unknownRefused: 'You are not allowed to read whether this tenant is in maintenance.',
  endButton: 'End maintenance',
  endConfirmTitle: icu<[tenant: string]>('End maintenance of {tenant}?', 'tenant'),
  endConfirmBody: 'The tenant leaves maintenance mode at once, in every open tab.',
  endConfirm: 'End maintenance',
  endError: 'Unable to end maintenance. Try again.',
  startSection: 'Start maintenance',
  tenantField: 'Tenant',
  chooseTenant: 'Choose a tenant',
  durationField: 'Duration',
  /** A duration of whole hours in the duration field's options: '2 h' (see `durationOption`). */
  durationHours: icu<[hours: number]>('{hours} h', 'hours'),
  /** Any other duration in the duration field's options: '45 min'. */
  durationMinutes: icu<[minutes: number]>('{minutes} min', 'minutes'),
  startButton: 'Start maintenance',
  starting: 'Starting maintenance ...',
  started: icu<[tenant: string]>('Maintenance started for {tenant}.', 'tenant'),
  openTenant: icu<[tenant: string]>('Open {tenant}', 'tenant'),
  startError: 'Unable to start maintenance.',
  tenantsError: 'Unable to fetch tenants from api.',
  nowSection: 'Maintenance now',
  running: icu<[tenant: string, end: string]>(
    '{tenant} is in maintenance until {end}.',
    'tenant',
    'end',
  ),
  notRunning: 'No tenant is in maintenance.',
  /** The start form while maintenance runs: the service tenant has one window at a time. */
  oneAtATime: icu<[tenant: string, end: string]>(
    'One tenant at a time: end the maintenance of {tenant} (until {end}) before starting another.',
    'tenant',
    'end',
  ),
  statusError: 'Unable to fetch the service tenant from api.',
  sessionsSection: 'Maintenance sessions',
  sessionsList: 'Maintenance sessions by date',
  search: 'Search sessions',
  tenantFilter: 'Filter by tenant',
  allTenants: 'All tenants',
  sessionsError: 'Unable to fetch sessions from api.',
  noSessions: 'No maintenance sessions.',
  today: 'Today',
  yesterday: 'Yesterday',
  unknownDate: 'Unknown date',
  sessionLine: icu<[tenant: string]>('Maintenance of {tenant}', 'tenant'),
  showUserSessions: 'Sessions of this user',
  userSessionsSection: 'Sessions of one user',
  userSessionsError: 'Unable to fetch sessions from api.',
  closeUserSessions: 'Close',
  devicesSection: 'Devices under maintenance',
  devicesList: 'Devices under maintenance',
  devicesError: 'Unable to fetch device sessions from api.',
  noDevices: 'No devices are under maintenance.',
  serialField: 'Serial number',
  startDeviceButton: 'Start device session',
  deviceNotFound: icu<[serial: string]>(
    'Unable to find device with serial number {serial}',
    'serial',
  ),
  startDeviceError: 'Unable to start the device session.',
  deviceStarted: icu<[serial: string]>('Device session started for {serial}.', 'serial'),
  sessionTenantField: 'Session tenant',
  updateButton: 'Update',
  updateError: 'Unable to update the device session.',
  stopButton: 'Stop',
  stopError: 'Unable to stop the device session.',
  deviceSince: icu<[since: string]>('since {since}', 'since'),
});

/** A duration option: whole hours in hours ('2 h'), anything else in minutes ('45 min'). */
export function durationOption(minutes: number): string {
  return minutes % 60 === 0
    ? maintenance.durationHours(minutes / 60)
    : maintenance.durationMinutes(minutes);
}
