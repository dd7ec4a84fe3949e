import { describe, expect, it } from 'vitest';

import { formatDateTime, formatShortDate } from './formatDate';

const utc = { timeZone: 'UTC' };
const instant = '2026-11-22T09:05:07Z';

describe('formatDateTime (Norwegian locale, date and time)', () => {
  it('writes day.month.year and the time with seconds', () => {
    expect(formatDateTime(instant, utc)).toBe('22.11.2026, 09:05:07');
  });

  it('accepts dates and epoch milliseconds alike', () => {
    expect(formatDateTime(new Date(instant), utc)).toBe(formatDateTime(Date.parse(instant), utc));
  });

  it('follows the time zone', () => {
    expect(formatDateTime(instant, { timeZone: 'Europe/Oslo' })).toBe('22.11.2026, 10:05:07');
  });

  it('returns an empty string for a date the server got wrong', () => {
    expect(formatDateTime('not a date', utc)).toBe('');
  });
});

describe('formatShortDate (short month and day)', () => {
  it('writes the day and the short month', () => {
    expect(formatShortDate(instant, utc)).toBe('22 Nov');
    expect(formatShortDate('2026-01-03T00:00:00Z', utc)).toBe('3 Jan');
  });

  it('returns an empty string for a bad date', () => {
    expect(formatShortDate(Number.NaN, utc)).toBe('');
  });
});
