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

describe('needsRefresh with the browser clock off (keycloak timeSkew)', () => {
  // The provider issued a 5-minute token at its own `now`.
  const exp = inSeconds(300);

  it('keeps a fresh token when the browser clock runs 10 minutes ahead', () => {
    const browserNow = now + 10 * 60_000;
    expect(needsRefresh(exp, browserNow)).toBe(true); // what ignoring the skew would do
    expect(needsRefresh(exp, browserNow, { timeSkewSeconds: 600 })).toBe(false);
  });

  it('refreshes an expiring token when the browser clock runs 10 minutes behind', () => {
    // 290 s later on the provider's clock: 10 s left, though the browser reads 10 min less.
    const browserNow = now + 290_000 - 10 * 60_000;
    expect(needsRefresh(exp, browserNow)).toBe(false); // what ignoring the skew would do
    expect(needsRefresh(exp, browserNow, { timeSkewSeconds: -600 })).toBe(true);
  });

  it('applies the margin on the provider clock, to the millisecond', () => {
    const browserNow = now + 120_000;
    expect(needsRefresh(exp, browserNow + 270_000, { timeSkewSeconds: 120 })).toBe(false);
    expect(needsRefresh(exp, browserNow + 270_001, { timeSkewSeconds: 120 })).toBe(true);
  });

  it('ignores a skew keycloak could not measure', () => {
    expect(needsRefresh(exp, now, { timeSkewSeconds: Number.NaN })).toBe(false);
  });
});
