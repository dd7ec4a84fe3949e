import { languageOfTag, readLanguage, type Language } from '@hygiene/ui';
import { atom } from 'jotai';

import { STORAGE_KEYS } from '../constants';
import { localPreferenceAtom } from '../storage/localPreference';

/** What the person chose: follow the browser's language, or always English or Bokmål. */
export type LanguagePreference = 'browser' | Language;

/** Anything else found in storage (an old value, a hand edit) counts as following the browser. */
export function readLanguagePreference(value: unknown): LanguagePreference {
  return readLanguage(value) ?? 'browser';
}

/** The language to show: the choice, or the browser's when the choice is to follow it. */
export function resolveLanguage(preference: LanguagePreference, browser: Language): Language {
  return preference === 'browser' ? browser : preference;
}

/** English and Bokmål switch to each other. */
export function otherLanguage(language: Language): Language {
  return language === 'nb' ? 'en' : 'nb';
}

/**
 * The switch's next choice: the other language. Choosing what the browser asks for anyway goes
 * back to following the browser, as the theme switch does with the system's setting.
 */
export function nextLanguagePreference(shown: Language, browser: Language): LanguagePreference {
  const next = otherLanguage(shown);
  return next === browser ? 'browser' : next;
}

/** The stored preference, read through `readLanguagePreference`, like the theme's. */
export const languagePreferenceAtom = localPreferenceAtom<LanguagePreference>(
  STORAGE_KEYS.language,
  'browser',
);

/** The browser's language (`nb`, `nn`, `no` in any region read Bokmål), read once at start. */
export const browserLanguageAtom = atom<Language>(
  languageOfTag(typeof navigator === 'undefined' ? undefined : navigator.language),
);

/** The language the console is asked to show: the stored choice, else the browser's. */
export const languageAtom = atom((get) =>
  resolveLanguage(readLanguagePreference(get(languagePreferenceAtom)), get(browserLanguageAtom)),
);

/** Each language's name in itself, as a language switch writes it (never translated). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', nb: 'Norsk' };
