/**
 * Every text the realtime package shows, in one catalogue: English here (word for word from the
 * spec where it has one), every language compiled into `locales/` by `./dev i18n` from
 * `locales/<language>.po`. Components read it in the language of the UI kit's nearest
 * `LanguageProvider` through `useRealtimeMessages()`.
 */
import type { EventType } from '@hygiene/api-client';
import { cataloguesByLanguage, icu, messageSource, useLanguage } from '@hygiene/ui';

import en from './locales/en/messages';

const realtimeSource = messageSource({
  indicator: {
    connecting: 'Connecting to real time server ...',
    receiving: 'Receiving live events',
    failed: 'Unable to receive live events',
    /** Under 'Unable to receive live events' while a try is planned: {time} is '08:50:55'. */
    nextTry: icu<[time: string]>('Next try at {time}', 'time'),
    retry: 'Retry',
    retryLabel: 'Retry connecting to the real time server now',
  },
  feed: {
    listLabel: 'Live events',
    empty: 'No events yet',
    loading: 'Loading events',
    loadFailed: 'Unable to fetch events from api.',
    live: 'Live',
    device: icu<[deviceId: string]>('Device {deviceId}', 'deviceId'),
    showMore: icu<[shown: number, total: number]>(
      'Show more events ({shown} of {total})',
      'shown',
      'total',
    ),
  },
  /**
   * Event types and names as a cleaner reads them (`eventWords`); the platform's codes
   * ('HandSense', 'LidClosed') stay available beside them for those who need them.
   */
  events: {
    types: {
      Bluetooth: 'Bluetooth',
      State: 'Level or lid',
      HandSense: 'Dispense',
      CapacitorVoltage: 'Battery reading',
      PowerOn: 'Switched on',
      ChangeTime: 'Clock set',
      MotorStuck: 'Motor stuck',
      MotorRun: 'Motor ran',
      MotorReturned: 'Motor back in place',
      BatteryChanged: 'Batteries changed',
      Transaction: 'Transaction',
      Summary: 'Summary',
      UknownEvent: 'Unknown event',
    } satisfies Record<EventType, string>,
    /** The names a State or Bluetooth event carries (other events are named by their type). */
    names: {
      LowLevel: 'Low fluid',
      Empty: 'Empty',
      Refilled: 'Refilled',
      LidOpen: 'Lid opened',
      LidClosed: 'Lid closed',
      BluetoothAdvertisement: 'Bluetooth signal',
    },
    /** Where an event came from, when not from the device itself. */
    sources: { broadcaster: 'Relay unit' },
  },
});

/** The package's texts in a language. */
export const realtimeMessagesIn = cataloguesByLanguage(realtimeSource, {
  en,
  nb: () => import('./locales/nb/messages'),
});

/** The package's texts in English, the spec's words (what tests and stories compare with). */
export const realtimeMessages = /* @__PURE__ */ realtimeMessagesIn('en');

export type RealtimeMessages = typeof realtimeMessages;

/**
 * An event's type, name or source in words, in the catalogue's language: a code the catalogue
 * does not know (a newer platform's) is shown as the platform wrote it.
 */
export function eventWords(texts: RealtimeMessages, code: string): string {
  const { names, types, sources } = texts.events;
  return (
    (Object.hasOwn(names, code) ? names[code as keyof typeof names] : undefined) ??
    (Object.hasOwn(types, code) ? types[code as EventType] : undefined) ??
    (Object.hasOwn(sources, code) ? sources[code as keyof typeof sources] : undefined) ??
    code
  );
}

/** The package's texts in the language of the nearest `LanguageProvider`. */
export function useRealtimeMessages(): RealtimeMessages {
  return realtimeMessagesIn(useLanguage());
}

/**
 * What the package throws and logs, for the developer of the app (a wrong option, a failed
 * connection): English only, no user reads them.
 */
export const realtimeDeveloperMessages = {
  maxEventsNegative: 'maxEventsInFeed cannot be negative',
  maxEventsNotWhole: 'maxEventsInFeed must be a whole number',
  maxEventsTooLarge: (max: number) => `maxEventsInFeed cannot be more than ${max}`,
  joinFailed: (tenant: string) => `Unable to join the real-time group of tenant ${tenant}`,
  leaveFailed: (tenant: string) => `Unable to leave the real-time group of tenant ${tenant}`,
  startFailed: 'Unable to start the real-time connection',
  stopFailed: 'Unable to stop the real-time connection',
  restartAfterLeaveFailed: (tenant: string) =>
    `Restarting the real-time connection: the group of tenant ${tenant} could not be left`,
  loadFailed: 'Unable to load the recent events for the live feed',
  groupSyncFailed: 'Unable to follow the real-time tenant group',
} as const;
