/**
 * Event types, names and sources as a cleaner reads them ('Dispense', 'Lid closed'), where the
 * platform writes codes ('HandSense', 'LidClosed'). A catalogue module of its own (compiled into
 * `locales/<language>/eventWords.ts`), apart from `messages.ts`, which every first screen loads:
 * only the screens that list events need these words.
 */
import type { EventType } from '@hygiene/api-client';
import { cataloguesByLanguage, messageSource, useLanguage, type LiveCatalogue } from '@hygiene/ui';
import { useCallback } from 'react';

import en from './locales/en/eventWords';

const eventWordsSource = messageSource({
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
});

export type EventWordsMessages = LiveCatalogue<typeof eventWordsSource>;

/** The event words in a language. */
export const eventWordsIn = cataloguesByLanguage(eventWordsSource, {
  en,
  nb: () => import('./locales/nb/eventWords'),
});

/**
 * An event's type, name or source in words: a code the catalogue does not know (a newer
 * platform's) is shown as the platform wrote it.
 */
export function eventWords(words: EventWordsMessages, code: string): string {
  const { names, types, sources } = words;
  return (
    (Object.hasOwn(names, code) ? names[code as keyof typeof names] : undefined) ??
    (Object.hasOwn(types, code) ? types[code as EventType] : undefined) ??
    (Object.hasOwn(sources, code) ? sources[code as keyof typeof sources] : undefined) ??
    code
  );
}

/** `eventWords` in the language of the nearest `LanguageProvider`: code in, words out. */
export function useEventWords(): (code: string) => string {
  const words = eventWordsIn(useLanguage());
  return useCallback((code: string) => eventWords(words, code), [words]);
}
