import { describe, expect, it } from 'vitest';

import { DEMO_TENANT, SERVICE_TENANT } from './constants';
import { createFakePlatform } from './platform';
import { clientFor } from './testClient';

// GET /device-events is the live feed's page: it must agree with what the tenant's real-time
// group is sent (the same events) and with the feed's order (the same newest N).

describe('GET /device-events for the live feed', () => {
  it('is newest first by timestamp, whatever order the events arrived in, and by device within a millisecond', async () => {
    // Received after every timestamp below: each is ordered by its own timestamp.
    const platform = createFakePlatform({ now: () => new Date('2026-11-23T12:00:05.000Z') });
    const [a, b] = platform.onlineDevices(DEMO_TENANT);
    const record = (deviceId: string, timestamp: string) =>
      platform.recordEvent(DEMO_TENANT, {
        deviceId,
        eventType: 'HandSense',
        event: 'HandSense',
        timestamp,
      });
    // A lagging clock: the second arrival happened before the first.
    record(a!.id, '2026-11-23T12:00:00.500Z');
    record(a!.id, '2026-11-23T12:00:00.200Z');
    record(a!.id, '2026-11-23T12:00:00.900Z');
    // Two devices in one millisecond: the higher device id is the newer.
    const [low, high] = [a!.id, b!.id].sort();
    record(low!, '2026-11-23T12:00:01.000Z');
    record(high!, '2026-11-23T12:00:01.000Z');

    const page = await clientFor(platform).listDeviceEvents({ page: 0, pageSize: 5 });
    expect(page.ok && page.data.items.map((e) => `${e.deviceId}@${e.timestamp}`)).toEqual([
      `${high}@2026-11-23T12:00:01.000Z`,
      `${low}@2026-11-23T12:00:01.000Z`,
      `${a!.id}@2026-11-23T12:00:00.900Z`,
      `${a!.id}@2026-11-23T12:00:00.500Z`,
      `${a!.id}@2026-11-23T12:00:00.200Z`,
    ]);
  });

  it('orders an event from a device clock running ahead by when it was received', async () => {
    let now = '2026-11-23T12:00:05.000Z';
    const platform = createFakePlatform({ now: () => new Date(now) });
    const [a, b] = platform.onlineDevices(DEMO_TENANT);
    const record = (deviceId: string, timestamp: string) =>
      platform.recordEvent(DEMO_TENANT, {
        deviceId,
        eventType: 'HandSense',
        event: 'HandSense',
        timestamp,
      });
    // Received at 12:00:05 but dated next year; then an honest event received at 12:00:10.
    record(a!.id, '2027-11-23T12:00:00.000Z');
    now = '2026-11-23T12:00:10.000Z';
    record(b!.id, '2026-11-23T12:00:09.000Z');
    const page = await clientFor(platform).listDeviceEvents({ page: 0, pageSize: 2 });
    expect(page.ok && page.data.items.map((e) => e.timestamp)).toEqual([
      '2026-11-23T12:00:09.000Z',
      '2027-11-23T12:00:00.000Z',
    ]);
  });

  it("gives the service tenant its own events only, as its group gets, not every tenant's", async () => {
    const platform = createFakePlatform();
    const page = await clientFor(platform, SERVICE_TENANT).listDeviceEvents({
      page: 0,
      pageSize: 1000,
    });
    expect(page.ok).toBe(true);
    if (!page.ok) return;
    const serviceDevices = new Set(
      platform.state.events.filter((e) => e.tenant === SERVICE_TENANT).map((e) => e.deviceId),
    );
    expect(platform.state.events.some((e) => e.tenant !== SERVICE_TENANT)).toBe(true);
    expect(page.data.items.every((e) => serviceDevices.has(e.deviceId))).toBe(true);
    expect(page.data.totalItems).toBe(
      platform.state.events.filter((e) => e.tenant === SERVICE_TENANT).length,
    );
  });
});
