import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/dashboard';

export const dashboard = defineMessages(texts, {
  title: 'Dashboard',
  feedSection: 'Live feed',
  maxEvents: 'Max events in feed',
  maxEventsInvalid: 'Enter a number',
  feedControls: 'Feed settings',
  showAllEventTypes: 'Show all',
  showNoEventTypes: 'Clear',
  fleetSection: 'Fleet',
  /** The attention count's card (its texts load with it: `attention.count`). */
  attentionSection: 'Needs attention',
  online: 'Devices online',
  offline: 'Devices offline',
  lowBattery: 'Low battery',
  /** The low-battery count when only part of the fleet was read: 'at least 3'. */
  lowBatteryAtLeast: icu<[count: number]>('at least {count}', 'count'),
  summaryError: 'Unable to fetch devices from api.',
});
