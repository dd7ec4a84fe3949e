import { INTL_LOCALE, type Language } from '@hygiene/ui';

// Formatters are built once: constructing Intl objects per row would cost more than the render.
const absolute = new Intl.DateTimeFormat('nb-NO', { dateStyle: 'short', timeStyle: 'medium' });
const clock = new Intl.DateTimeFormat('nb-NO', { timeStyle: 'medium' });

/** Combined date and time in the Norwegian locale (spec §9), for example '22.11.2026, 08:50:55'. */
export function formatAbsoluteTime(timestampMs: number): string {
  return absolute.format(timestampMs);
}

// A live event is under 25 s old, so a feed needs a few dozen distinct texts: each is formatted
// once, not once per row and second (a 1,000-row feed would format 1,000 times a second).
const relativeTexts = new Map<string, string>();
const RELATIVE_CACHE_SIZE = 256;
const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();

/**
 * Age in whole seconds in the language, for example '12 seconds ago' or 'now' ('for 12
 * sekunder siden', 'nå'); the future reads as 'now'.
 */
export function formatRelativeTime(
  timestampMs: number,
  now: number,
  language: Language = 'en',
): string {
  const seconds = Math.max(0, Math.floor((now - timestampMs) / 1000));
  const key = `${language}${seconds}`;
  let text = relativeTexts.get(key);
  if (text === undefined) {
    let format = relativeFormats.get(language);
    if (!format) {
      format = new Intl.RelativeTimeFormat(INTL_LOCALE[language], { numeric: 'auto' });
      relativeFormats.set(language, format);
    }
    text = format.format(-seconds, 'second');
    if (relativeTexts.size >= RELATIVE_CACHE_SIZE) relativeTexts.clear();
    relativeTexts.set(key, text);
  }
  return text;
}

/** The time of day in the Norwegian locale, for example '08:50:55'. */
export function formatClockTime(timestampMs: number): string {
  return clock.format(timestampMs);
}
