export const dashboard = {
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
  lowBatteryAtLeast: (count: number) => `at least ${count}`,
  summaryError: 'Unable to fetch devices from api.',
} as const;
