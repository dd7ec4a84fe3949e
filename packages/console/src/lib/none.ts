/**
 * What a screen shows where a value is missing. Not a text of any catalogue: the dash reads the
 * same in every language, so it is a constant, not translated.
 */
export const none = '—' as const;
