import { describe, expect, it } from 'vitest';

import { deviceLiveness, type LivenessInput } from './deviceLiveness';

describe('deviceLiveness: the wizard header (spec §2)', () => {
  it.each<[string, LivenessInput, string]>([
    ['feed failed', { feedStatus: 'error', onlineEventCount: 5, liveEventCount: 1 }, 'error'],
    [
      'platform counts events',
      { feedStatus: 'loading', onlineEventCount: 3, liveEventCount: 0 },
      'online',
    ],
    [
      'a live event arrived',
      { feedStatus: 'fetched', onlineEventCount: 0, liveEventCount: 1 },
      'online',
    ],
    [
      'no events at all',
      { feedStatus: 'fetched', onlineEventCount: 0, liveEventCount: 0 },
      'offline',
    ],
    [
      'unknown count, feed answered',
      { feedStatus: 'fetched', onlineEventCount: undefined, liveEventCount: 0 },
      'offline',
    ],
    [
      'no events yet, feed still loading',
      { feedStatus: 'loading', onlineEventCount: 0, liveEventCount: 0 },
      'checking',
    ],
  ])('%s: %s', (_name, input, kind) => {
    expect(deviceLiveness(input).status).toBe(kind);
  });

  it('counts the platform count and the live events together', () => {
    expect(
      deviceLiveness({ feedStatus: 'fetched', onlineEventCount: 2, liveEventCount: 3 }),
    ).toEqual({
      status: 'online',
      eventCount: 5,
    });
  });
});
