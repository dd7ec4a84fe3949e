/**
 * Every text the realtime package shows, in one catalogue: English here (word for word from the
 * spec where it has one), every language compiled into `locales/` by `./dev i18n` from
 * `locales/<language>.po`. Components read it in the language of the UI kit's nearest
 * `LanguageProvider` through `useRealtimeMessages()`.
 */
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
});

/** The package's texts in a language. */
export const realtimeMessagesIn = cataloguesByLanguage(realtimeSource, {
  en,
  nb: () => import('./locales/nb/messages'),
});

/** The package's texts in English, the spec's words (what tests and stories compare with). */
export const realtimeMessages = /* @__PURE__ */ realtimeMessagesIn('en');

export type RealtimeMessages = typeof realtimeMessages;

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
