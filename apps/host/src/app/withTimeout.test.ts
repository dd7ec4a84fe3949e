import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { withTimeout } from './withTimeout';

describe('withTimeout (script chunk load time-out, 120 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes a chunk that arrives in time through', async () => {
    const load = withTimeout(() => Promise.resolve({ default: 'screen' }));
    await expect(load()).resolves.toEqual({ default: 'screen' });
  });

  it('fails a chunk that has not arrived after 120 s', async () => {
    const load = withTimeout(() => new Promise<never>(() => undefined));
    const settled = expect(load()).rejects.toThrow('Loading the screen took longer than 120 s.');
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('passes a failed load on, and leaves no timer behind', async () => {
    const load = withTimeout(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(vi.getTimerCount()).toBe(0);
  });
});
