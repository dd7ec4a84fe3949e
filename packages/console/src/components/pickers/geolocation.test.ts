import { describe, expect, it, vi } from 'vitest';

import { locate } from './geolocation';

describe('locate', () => {
  it('says unavailable when the browser has no geolocation', async () => {
    await expect(locate(null)).resolves.toEqual({ status: 'unavailable' });
  });

  it('returns the position and asks with the 15 s time-out', async () => {
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success) =>
      success({ coords: { latitude: 59.91, longitude: 10.75 } } as GeolocationPosition),
    );
    await expect(locate({ getCurrentPosition })).resolves.toEqual({
      status: 'located',
      latitude: 59.91,
      longitude: 10.75,
    });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ timeout: 15_000 });
  });

  it('turns a refusal or a time-out into a failure value, never a rejection', async () => {
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((_success, failure) =>
      failure?.({ code: 3, message: 'Timeout expired' } as GeolocationPositionError),
    );
    await expect(locate({ getCurrentPosition })).resolves.toEqual({
      status: 'failed',
      reason: 'Timeout expired',
    });
  });
});
