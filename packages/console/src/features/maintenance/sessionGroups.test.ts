import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { dateHeaderLabel, localDay, withDateHeaders } from './sessionGroups';

const session = (id: string, created: string) => ({ id, created, tenantIdentifier: 'demo' });
/** Local noon of a day `daysAgo` before the fake clock's day, at `hour`. */
const daysAgo = (days: number, hour = 12) => {
  const date = new Date(Date.now());
  date.setDate(date.getDate() - days);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
};

describe('withDateHeaders', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 23, 15, 0, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds dayCreated and index, and one header per day for recent sessions', () => {
    const listed = withDateHeaders(
      [
        session('a', daysAgo(0, 14)),
        session('b', daysAgo(0, 9)),
        session('c', daysAgo(1, 13)),
        session('d', daysAgo(1, 8)),
        session('e', daysAgo(3)),
      ],
      Date.now(),
    );
    expect(listed.map((s) => [s.id, s.index, s.showDateHeader])).toEqual([
      ['a', 0, true],
      ['b', 1, false],
      ['c', 2, true],
      ['d', 3, false],
      ['e', 4, true],
    ]);
    expect(listed[0]!.dayCreated).toBe('2026-11-23');
    expect(listed[2]!.dayCreated).toBe('2026-11-22');
    expect(listed[0]).toMatchObject({ id: 'a', tenantIdentifier: 'demo' });
  });

  it('always shows a header for sessions older than 7 days, even on the same day', () => {
    const listed = withDateHeaders(
      [
        session('recent', daysAgo(6, 13)),
        session('recent-same-day', daysAgo(6, 10)),
        session('old', daysAgo(8, 14)),
        session('old-same-day', daysAgo(8, 9)),
      ],
      Date.now(),
    );
    expect(listed.map((s) => s.showDateHeader)).toEqual([true, false, true, true]);
  });

  it('does not crash on an unreadable date and gives it its own header', () => {
    const listed = withDateHeaders(
      [session('a', daysAgo(0)), session('bad', 'yesterday-ish')],
      Date.now(),
    );
    expect(listed[1]).toMatchObject({ dayCreated: '', showDateHeader: true });
  });

  it('is empty for an empty page', () => {
    expect(withDateHeaders([], Date.now())).toEqual([]);
  });
});

describe('dateHeaderLabel', () => {
  const labels = { today: 'Today', yesterday: 'Yesterday', unknown: 'Unknown date' };
  const now = new Date(2026, 10, 23, 0, 30).getTime();
  it('names today and yesterday and dates the rest', () => {
    expect(dateHeaderLabel(localDay(now), now, labels, (d) => `on ${d}`)).toBe('Today');
    expect(dateHeaderLabel('2026-11-22', now, labels, (d) => `on ${d}`)).toBe('Yesterday');
    expect(dateHeaderLabel('2026-11-10', now, labels, (d) => `on ${d}`)).toBe('on 2026-11-10');
    expect(dateHeaderLabel('', now, labels, (d) => `on ${d}`)).toBe('Unknown date');
  });
});
