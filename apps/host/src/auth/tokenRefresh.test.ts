import { describe, expect, it } from 'vitest';

import { needsRefresh } from './tokenRefresh';

const now = Date.UTC(2026, 10, 22, 9, 0, 0);
const inSeconds = (s: number) => now / 1000 + s;

describe('needsRefresh (30 s margin)', () => {
  it('keeps a token that lives 30 s or longer', () => {
    expect(needsRefresh(inSeconds(300), now)).toBe(false);
    expect(needsRefresh(inSeconds(30), now)).toBe(false);
  });

  it('refreshes a token that expires in under 30 s, or has expired', () => {
    expect(needsRefresh(inSeconds(29.999), now)).toBe(true);
    expect(needsRefresh(inSeconds(1), now)).toBe(true);
    expect(needsRefresh(inSeconds(-60), now)).toBe(true);
  });

  it('refreshes a token whose expiry is unknown', () => {
    expect(needsRefresh(undefined, now)).toBe(true);
    expect(needsRefresh(Number.NaN, now)).toBe(true);
  });
});
