// Formatters are built once: constructing Intl objects per row would cost more than the render.
const absolute = new Intl.DateTimeFormat('nb-NO', { dateStyle: 'short', timeStyle: 'medium' });
const clock = new Intl.DateTimeFormat('nb-NO', { timeStyle: 'medium' });
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** Combined date and time in the Norwegian locale (spec §9), for example '22.11.2026, 08:50:55'. */
export function formatAbsoluteTime(timestampMs: number): string {
  return absolute.format(timestampMs);
}

// A live event is under 25 s old, so a feed needs a few dozen distinct texts: each is formatted
// once, not once per row and second (a 1,000-row feed would format 1,000 times a second).
const relativeTexts = new Map<number, string>();
const RELATIVE_CACHE_SIZE = 256;

/** Age in whole seconds, for example '12 seconds ago' or 'now'; the future reads as 'now'. */
export function formatRelativeTime(timestampMs: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - timestampMs) / 1000));
  let text = relativeTexts.get(seconds);
  if (text === undefined) {
    text = relative.format(-seconds, 'second');
    if (relativeTexts.size >= RELATIVE_CACHE_SIZE) relativeTexts.clear();
    relativeTexts.set(seconds, text);
  }
  return text;
}

/** The time of day in the Norwegian locale, for example '08:50:55'. */
export function formatClockTime(timestampMs: number): string {
  return clock.format(timestampMs);
}
