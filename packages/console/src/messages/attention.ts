import type { AttentionReason, AttentionSeverity } from '@hygiene/api-client';
import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/attention';

/**
 * 'Needs attention' (issue 29): the worklist of devices that need someone, its thresholds and its
 * counts. The spec names none of it; the fetch error follows its pattern 'Unable to fetch {items}
 * from api.'.
 */
export const attention = defineMessages(texts, {
  title: 'Needs attention',
  summary: icu<[total: number, critical: number]>(
    '{total, plural, =0 {No device needs attention.} one {{total} device needs attention, {critical} critical.} other {{total} devices need attention, {critical} critical.}}',
    'total',
    'critical',
  ),
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
   * A battery reason with the level it was read at, rounded: 'Battery low (15 %)'. Written here,
   * not by the device list's `batteryLevel`: that catalogue would join the worklist's first screen.
   */
  reasonWithLevel: icu<[reason: string, level: number]>('{reason} ({level} %)', 'reason', 'level'),
  since: icu<[when: string]>('since {when}', 'when'),
  sinceUnknown: 'since an unknown time',
  lastMessage: icu<[when: string]>('last message {when}', 'when'),
  notPlaced: 'Not placed in a room',
  showOnPlan: 'Show on floor plan',
  /**
   * The link's accessible name: every card has one, so it names its device (after the visible
   * words, which a name must hold for those who speak them, WCAG 2.5.3).
   */
  showOnPlanOf: icu<[serial: string]>('Show on floor plan: {serial}', 'serial'),
  /** A card's accessible name: its serial number and its severity ('HDP2-10001, Critical'). */
  cardLabel: icu<[serial: string, severity: string]>('{serial}, {severity}', 'serial', 'severity'),
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
    counted: icu<[name: string, total: number]>('{name} ({total})', 'name', 'total'),
    /** A place chosen in the address with nothing that needs attention there now. */
    chosenNone: 'Chosen place (nothing now)',
  },
  download: 'Download as CSV',
  downloading: 'Preparing CSV ...',
  downloadError: 'Unable to fetch the list for the CSV file.',
  downloadTruncated: icu<[shown: number]>(
    'The CSV file holds the first {shown} devices; narrow the list to get the rest.',
    'shown',
  ),
  thresholds: {
    title: 'Thresholds',
    lowBattery: icu<[percent: number]>('Battery low at or under {percent} %', 'percent'),
    criticalBattery: icu<[percent: number]>('Battery critical at or under {percent} %', 'percent'),
    /** {duration} is how long, as `formatMinutes` writes it: '45 minutes', '1 day 6 hours'. */
    offline: icu<[duration: string]>('Offline after {duration} without a message', 'duration'),
    change: 'Change thresholds',
    fetchError: 'Unable to fetch thresholds from api.',
    formLoadError: 'Unable to open the form. Reload the page to try again.',
  },
  /** The dashboard's count (the location pages' counts are in `locations`). */
  count: {
    title: 'Needs attention',
    devices: icu<[total: number]>(
      '{total, plural, one {{total} device needs attention} other {{total} devices need attention}}',
      'total',
    ),
    critical: icu<[critical: number]>('{critical} critical', 'critical'),
    fetchError: 'Unable to fetch the attention count',
  },
  /** How long a threshold is, part by part (see `formatMinutes`). */
  duration: {
    minutes: icu<[count: number]>(
      '{count, plural, one {{count} minute} other {{count} minutes}}',
      'count',
    ),
    hours: icu<[count: number]>(
      '{count, plural, one {{count} hour} other {{count} hours}}',
      'count',
    ),
    days: icu<[count: number]>('{count, plural, one {{count} day} other {{count} days}}', 'count'),
    /** Days and the hours left over: '1 day 6 hours'. */
    daysAndHours: icu<[days: string, hours: string]>('{days} {hours}', 'days', 'hours'),
  },
});

/** '45 minutes', '2 hours', '1 day', '1 day 6 hours': how long a threshold is. */
export function formatMinutes(minutes: number): string {
  const { duration } = attention;
  if (minutes < 60 || minutes % 60 !== 0) return duration.minutes(minutes);
  const hours = minutes / 60;
  if (hours < 24) return duration.hours(hours);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest === 0
    ? duration.days(days)
    : duration.daysAndHours(duration.days(days), duration.hours(rest));
}

/** Where a device is: premise › floor › room, the parts it is placed under. */
export const placeOf = (parts: readonly string[]): string => parts.join(' › ');
