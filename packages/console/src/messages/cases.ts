import type { AttentionReason, AttentionSeverity, CaseState } from '@hygiene/api-client';
import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/cases';

/**
 * Cases (issue 50): who is on what the worklist found, acknowledging, assigning and resolving
 * it, a device's case history, the time to act, and the bell. The spec names none of it.
 */
export const cases = defineMessages(texts, {
  state: {
    open: 'Open',
    acknowledged: 'Acknowledged',
    resolved: 'Resolved',
  } satisfies Record<CaseState, string>,
  reasons: {
    empty: 'Empty',
    lowFluid: 'Low fluid',
    criticalBattery: 'Battery critical',
    lowBattery: 'Battery low',
    offline: 'Offline',
    motorStuck: 'Motor stuck',
  } satisfies Record<AttentionReason, string>,
  severity: { critical: 'Critical', warning: 'Warning' } satisfies Record<
    AttentionSeverity,
    string
  >,
  /** The list of a device's open cases: who is on each. */
  whoIsOnIt: 'Who is on it',
  nobodyYet: 'Nobody is on it yet',
  openedAt: icu<[when: string]>('Opened {when}', 'when'),
  acknowledgedBy: icu<[who: string, when: string]>('{who} is on it (since {when})', 'who', 'when'),
  assignedTo: icu<[who: string]>('Given to {who}', 'who'),
  reportedAgain: icu<[times: number]>(
    '{times, plural, one {Reported once} other {Reported # times}}',
    'times',
  ),
  acknowledge: "I'm on it",
  /** The button's accessible name: each card of the worklist has one. */
  acknowledgeOf: icu<[what: string, serial: string]>(
    "I'm on it: {what}, {serial}",
    'what',
    'serial',
  ),
  assign: 'Give to',
  assignLabel: icu<[what: string]>('Give "{what}" to', 'what'),
  nobody: 'Nobody',
  me: icu<[name: string]>('{name} (me)', 'name'),
  assignSave: 'Give',
  resolve: 'Resolve…',
  resolveOf: icu<[what: string, serial: string]>('Resolve: {what}, {serial}', 'what', 'serial'),
  resolveTitle: icu<[what: string, serial: string]>('Resolve {what} on {serial}', 'what', 'serial'),
  resolveNote: 'What was done',
  resolveHint:
    'The device may also say so itself: a refill, new batteries, a message, the motor running.',
  resolveSave: 'Resolve',
  cancel: 'Cancel',
  noteRequired: 'Say in a few words what was done.',
  noteTooLong: icu<[max: number]>('At most {max} characters.', 'max'),
  writeFailed: 'The case could not be changed. Try again.',
  resolvedAlready: 'Someone resolved this case meanwhile.',
  peopleFailed: 'Unable to fetch people from api.',
  history: {
    title: 'Case history',
    empty: 'No cases yet: nothing has needed anyone here.',
    error: 'Unable to fetch cases from api.',
    resolvedBy: {
      device: icu<[event: string, when: string]>(
        'Resolved by the device ({event}) {when}',
        'event',
        'when',
      ),
      deviceSilent: icu<[when: string]>('Resolved by the device {when}', 'when'),
      hand: icu<[who: string, when: string]>('Resolved by {who} {when}', 'who', 'when'),
      handUnknown: icu<[when: string]>('Resolved by hand {when}', 'when'),
      thresholds: icu<[when: string]>('Resolved when the thresholds changed {when}', 'when'),
    },
    note: icu<[note: string]>('Note: {note}', 'note'),
    took: icu<[acknowledge: string, resolve: string]>(
      'Acknowledged after {acknowledge}, resolved after {resolve}',
      'acknowledge',
      'resolve',
    ),
    minutes: icu<[minutes: number]>(
      '{minutes, plural, one {# minute} other {# minutes}}',
      'minutes',
    ),
    notYet: 'not yet',
  },
  times: {
    title: 'Time to act',
    /** The table's name: its scroll box is a region beside the card's own. */
    table: 'Time to act per premise and week',
    intro:
      'Median minutes from a case opening to someone acknowledging it and to its end, per premise and week.',
    week: 'Week of',
    premise: 'Premise',
    opened: 'Opened',
    acknowledged: 'Acknowledged',
    resolved: 'Resolved',
    medianAcknowledge: 'Median to acknowledge (min)',
    medianResolve: 'Median to resolve (min)',
    notPlaced: 'Not placed',
    empty: 'No cases in these weeks.',
    error: 'Unable to fetch the time to act from api.',
    download: 'Download time to act (CSV)',
    fileName: 'time-to-act',
  },
  bell: {
    labelWithCount: icu<[count: number]>(
      '{count, plural, =0 {Notifications, none new} one {Notifications, # new} other {Notifications, # new}}',
      'count',
    ),
    title: 'New cases',
    empty: 'Nothing new for you.',
    error: 'Unable to fetch notifications from api.',
    markSeen: 'Mark all as seen',
    settings: 'Notification settings',
    more: icu<[count: number]>('{count, plural, one {# more} other {# more}}', 'count'),
    caseLine: icu<[what: string, serial: string]>('{what}: {serial}', 'what', 'serial'),
  },
});
