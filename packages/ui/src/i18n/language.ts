/** The languages the console and its packages speak: English (the spec's texts) and Bokmål. */
export const LANGUAGES = ['en', 'nb'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of anyone whose browser asks for neither. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Norwegian in any of its tags (Bokmål, Nynorsk, plain 'no'; any region) reads Bokmål. */
const BOKMAL = /^(nb|nn|no)(-|$)/i;

/** The language for a BCP 47 tag such as the browser's `navigator.language`. */
export function languageOfTag(tag: string | undefined | null): Language {
  return tag && BOKMAL.test(tag) ? 'nb' : DEFAULT_LANGUAGE;
}

/** A stored or passed value read as a language; anything else is `undefined`. */
export function readLanguage(value: unknown): Language | undefined {
  return LANGUAGES.includes(value as Language) ? (value as Language) : undefined;
}

/**
 * The `Intl` locale of each language, for numbers and plurals. English counts as British
 * English, as the console has always written its numbers ('1,000').
 */
export const INTL_LOCALE: Readonly<Record<Language, string>> = { en: 'en-GB', nb: 'nb-NO' };
