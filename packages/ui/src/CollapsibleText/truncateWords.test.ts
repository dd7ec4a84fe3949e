import { describe, expect, it } from 'vitest';

import { truncateWords } from './truncateWords';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

describe('truncateWords', () => {
  it.each([0, 1, 15, 16])('keeps %i words whole (the limit is 16)', (n) => {
    expect(truncateWords(words(n))).toEqual({ status: 'short', text: words(n) });
  });

  it('cuts 17 words after the 16th', () => {
    expect(truncateWords(words(17))).toEqual({
      status: 'long',
      head: words(16),
      full: words(17),
    });
  });

  it('counts runs of whitespace and line breaks as one gap and keeps the original spacing', () => {
    const text = '  Dispenser   for\nsoap, wall mounted.';
    expect(truncateWords(text, 3)).toEqual({
      status: 'long',
      head: 'Dispenser   for\nsoap,',
      full: text,
    });
  });

  it('honours a custom limit', () => {
    expect(truncateWords('a b c', 2)).toEqual({ status: 'long', head: 'a b', full: 'a b c' });
  });
});
