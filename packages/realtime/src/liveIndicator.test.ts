import { describe, expect, it } from 'vitest';

import { formatClockTime } from './LiveFeedList/formatTime';
import { liveIndicator } from './liveIndicator';

describe('liveIndicator', () => {
  it('says it is connecting before and while connecting', () => {
    expect(liveIndicator({ status: 'default' })).toEqual({
      tone: 'neutral',
      label: 'Connecting to real time server ...',
      canRetry: false,
    });
    expect(liveIndicator({ status: 'loading', phase: 'connecting' })).toEqual({
      tone: 'warning',
      label: 'Connecting to real time server ...',
      canRetry: false,
    });
    expect(liveIndicator({ status: 'loading', phase: 'reconnecting' }).label).toBe(
      'Connecting to real time server ...',
    );
  });

  it('says it receives live events when connected', () => {
    expect(liveIndicator({ status: 'fetched' })).toEqual({
      tone: 'success',
      label: 'Receiving live events',
      canRetry: false,
    });
  });

  it('says it cannot receive live events when down, when it tries next, and offers a retry', () => {
    const nextRetryAt = Date.UTC(2026, 10, 23, 12, 0, 45);
    expect(liveIndicator({ status: 'error', error: new Error('closed'), nextRetryAt })).toEqual({
      tone: 'danger',
      label: 'Unable to receive live events',
      detail: `Next try at ${formatClockTime(nextRetryAt)}`,
      canRetry: true,
    });
    expect(formatClockTime(nextRetryAt)).toMatch(/^\d\d:\d\d:45$/);
    expect(liveIndicator({ status: 'error', error: undefined, nextRetryAt: null })).toEqual({
      tone: 'danger',
      label: 'Unable to receive live events',
      canRetry: true,
    });
  });
});
