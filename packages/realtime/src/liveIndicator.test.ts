import { describe, expect, it } from 'vitest';

import { liveIndicator } from './liveIndicator';

describe('liveIndicator', () => {
  it('says it is connecting before and while connecting', () => {
    expect(liveIndicator({ status: 'default' })).toEqual({
      tone: 'neutral',
      label: 'Connecting to real time server ...',
    });
    expect(liveIndicator({ status: 'loading', phase: 'connecting' })).toEqual({
      tone: 'warning',
      label: 'Connecting to real time server ...',
    });
    expect(liveIndicator({ status: 'loading', phase: 'reconnecting' }).label).toBe(
      'Connecting to real time server ...',
    );
  });

  it('says it receives live events when connected', () => {
    expect(liveIndicator({ status: 'fetched' })).toEqual({
      tone: 'success',
      label: 'Receiving live events',
    });
  });

  it('says it cannot receive live events after giving up', () => {
    expect(liveIndicator({ status: 'error', error: new Error('closed') })).toEqual({
      tone: 'danger',
      label: 'Unable to receive live events',
    });
  });
});
