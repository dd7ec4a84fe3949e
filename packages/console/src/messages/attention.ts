import type { AttentionReason, AttentionSeverity } from '@hygiene/api-client';

/** '1 device' / '3 devices'. */
const devices = (n: number) => (n === 1 ? '1 device' : `${n} devices`);

/** '45 minutes', '2 hours', '1 day', '1 day 6 hours': how long a threshold is. */
export function formatMinutes(minutes: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes < 60 || minutes % 60 !== 0) return unit(minutes, 'minute');
  const hours = minutes / 60;
  if (hours < 24) return unit(hours, 'hour');
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest === 0 ? unit(days, 'day') : `${unit(days, 'day')} ${unit(rest, 'hour')}`;
}

/**
 * 'Needs attention' (issue 29): the worklist of devices that need someone, its thresholds and its
 * counts. The spec names none of it; the fetch error follows its pattern 'Unable to fetch {items}
 * from api.'.
 */
export const attention = {
  title: 'Needs attention',
  summary: (total: number, critical: number) =>
    total === 0
      ? 'No device needs attention.'
      : `${devices(total)} ${total === 1 ? 'needs' : 'need'} attention, ${critical} critical.`,
  fetchError: 'Unable to fetch devices that need attention from api.',
  empty: 'Nothing needs attention',
  emptyHint: 'Every dispenser has fluid and battery, reports in time and runs freely.',
  emptyFilteredHint: 'No device with this reason or in this place needs attention.',
  severity: { critical: 'Critical', warning: 'Warning' } satisfies Record<
    AttentionSeverity,
    string
  >,
  reasons: {
    empty: 'Empty',
    lowFluid: 'Low fluid',
    criticalBattery: 'Battery critical',
    lowBattery: 'Battery low',
    offline: 'Offline',
    motorStuck: 'Motor stuck',
  } satisfies Record<AttentionReason, string>,
  /**
   * A battery reason with the level it was read at: 'Battery low (15 %)'. Written here, not by
   * the device list's `batteryLevel`: that catalogue would join the worklist's first screen.
   */
  reasonWithLevel: (reason: string, level: number) => `${reason} (${Math.round(level)} %)`,
  since: (when: string) => `since ${when}`,
  sinceUnknown: 'since an unknown time',
  lastMessage: (when: string) => `last message ${when}`,
  notPlaced: 'Not placed in a room',
  showOnPlan: 'Show on floor plan',
  /**
   * The link's accessible name: every card has one, so it names its device (after the visible
   * words, which a name must hold for those who speak them, WCAG 2.5.3).
   */
  showOnPlanOf: (serial: string) => `Show on floor plan: ${serial}`,
  /** Where a device is: premise › floor › room, the parts it is placed under. */
  placeOf: (parts: readonly string[]) => parts.join(' › '),
  cardLabel: (serial: string, severity: string) => `${serial}, ${severity}`,
  filters: {
    label: 'Filter the list',
    reason: 'Reason',
    allReasons: 'All reasons',
    reasonGroups: {
      fluid: 'Empty or low fluid',
      battery: 'Battery',
      offline: 'Offline',
      motor: 'Motor stuck',
    },
    section: 'Section',
    allSections: 'All sections',
    premise: 'Premise',
    allPremises: 'All premises',
    /** An option with its count: 'Bygg A (3)'. */
    counted: (name: string, total: number) => `${name} (${total})`,
    /** A place chosen in the address with nothing that needs attention there now. */
    chosenNone: 'Chosen place (nothing now)',
  },
  download: 'Download as CSV',
  downloading: 'Preparing CSV ...',
  downloadError: 'Unable to fetch the list for the CSV file.',
  downloadTruncated: (shown: number) =>
    `The CSV file holds the first ${shown} devices; narrow the list to get the rest.`,
  thresholds: {
    title: 'Thresholds',
    lowBattery: (percent: number) => `Battery low at or under ${percent} %`,
    criticalBattery: (percent: number) => `Battery critical at or under ${percent} %`,
    offline: (minutes: number) => `Offline after ${formatMinutes(minutes)} without a message`,
    change: 'Change thresholds',
    fetchError: 'Unable to fetch thresholds from api.',
    formLoadError: 'Unable to open the form. Reload the page to try again.',
  },
  /** The dashboard's count (the location pages' counts are in `locations`). */
  count: {
    title: 'Needs attention',
    devices: (total: number) => `${devices(total)} ${total === 1 ? 'needs' : 'need'} attention`,
    critical: (critical: number) => `${critical} critical`,
    fetchError: 'Unable to fetch the attention count',
  },
} as const;
