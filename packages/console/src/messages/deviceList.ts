import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/deviceList';

export const deviceList = defineMessages(texts, {
  title: 'Devices',
  /** The link to provisioning (spec §2's /devices/provision), for roles that may provision. */
  provisionLink: 'Provision devices',
  /** spec §2 shared pickers: 'Search {items}'. */
  search: 'Search devices',
  /** spec §8: 'Unable to fetch {items} from api.' */
  fetchError: 'Unable to fetch devices from api.',
  empty: 'No devices found.',
  emptyHint: 'Change the search or the filter to see more devices.',
  tableLabel: 'Devices',
  columns: {
    serialNumber: 'Serial number',
    fluid: 'Fluid',
    location: 'Location',
    powerSource: 'Power source',
    batteries: 'Batteries',
    status: 'Online status',
    lastEvent: 'Last event',
  },
  online: 'Online',
  offline: 'Offline',
  unknown: 'Unknown',
  /** The last-event cell when the history holds none: when the device was last heard from. */
  lastMessage: icu<[when: string]>('Last message {when}', 'when'),
  /** A battery's level in percent: '45 %'. */
  batteryLevel: icu<[level: number]>('{level} %', 'level'),
  filter: {
    legend: 'Filter',
    /** The same words as the column and the dashboard: online or offline, not 'power'. */
    status: 'Online status',
    statusAny: 'Online and offline',
    statusOn: 'Online',
    statusOff: 'Offline',
    section: 'Section',
    floor: 'Floor',
    floorMode: 'Floor rule',
    roomMode: 'Room rule',
    include: 'Only these',
    exclude: 'All but these',
    any: 'Any',
    roomType: 'Room type',
    tenant: 'Tenant',
    roomsOfFloor: 'Rooms on the floor',
    selectedRooms: icu<[count: number]>('{count} room(s) chosen', 'count'),
    clearRooms: 'Clear rooms',
    reset: 'Clear filter',
  },
});
