import { describe, expect, it } from 'vitest';

import { DEMO_TENANT, TENANT_HEADER } from './constants';
import { createFakePlatform } from './platform';
import { TEST_BASE_URL, clientFor } from './testClient';

describe('options for the sandbox', () => {
  it('answers CORS preflights for the allowed origins before any tenant check', async () => {
    const platform = createFakePlatform({ corsOrigins: ['http://127.0.0.1:5173'] });
    const preflight = await platform.fetch(
      new Request(`${TEST_BASE_URL}/sections`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://127.0.0.1:5173',
          'access-control-request-method': 'GET',
          'access-control-request-headers': `authorization,${TENANT_HEADER}`,
        },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain(TENANT_HEADER);
    const other = await platform.fetch(
      new Request(`${TEST_BASE_URL}/sections`, {
        headers: {
          origin: 'http://evil.test',
          authorization: 'Bearer t',
          [TENANT_HEADER]: DEMO_TENANT,
        },
      }),
    );
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('runs on a live clock when `now` is a function, never going back', async () => {
    let now = new Date('2030-01-01T12:00:00.000Z');
    const platform = createFakePlatform({ now: () => now });
    expect(platform.state.now).toBe('2030-01-01T12:00:00.000Z');
    expect(platform.state.events.every((e) => e.timestamp < '2030-01-01T12:00:00.000Z')).toBe(true);
    now = new Date('2030-01-01T12:05:00.000Z');
    const created = await clientFor(platform).createSection({ name: 'Ny' });
    expect(created.ok).toBe(true);
    expect(platform.state.now).toBe('2030-01-01T12:05:00.000Z');
    now = new Date('2029-01-01T00:00:00.000Z');
    await clientFor(platform).createSection({ name: 'Ny 2' });
    expect(platform.state.now).toBe('2030-01-01T12:05:00.001Z');
  });

  it('records an event with exactly the fields the hub pushed', () => {
    const platform = createFakePlatform();
    const device = platform.onlineDevices(DEMO_TENANT)[0]!;
    const event = platform.recordEvent(DEMO_TENANT, {
      deviceId: device.id,
      eventType: 'Bluetooth',
      event: 'Bluetooth',
      timestamp: '2026-11-16T09:29:59.000Z',
      receivedOnServer: '2026-11-16T09:30:00.500Z',
      source: 'broadcaster',
      bluetooth: { address: 'AA:BB:CC:DD:EE:FF', rssi: -61, timestamp: '2026-11-16T09:29:59.000Z' },
    });
    expect(event).toEqual({
      eventType: 'Bluetooth',
      event: 'Bluetooth',
      deviceId: device.id,
      timestamp: '2026-11-16T09:29:59.000Z',
      receivedOnServer: '2026-11-16T09:30:00.500Z',
      source: 'broadcaster',
      bluetooth: { address: 'AA:BB:CC:DD:EE:FF', rssi: -61, timestamp: '2026-11-16T09:29:59.000Z' },
      transaction: null,
      counter: null,
    });
  });
});
