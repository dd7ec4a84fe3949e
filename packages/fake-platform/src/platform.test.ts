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

describe('provisioning', () => {
  it('creates devices that exist afterwards: their entry and device pages open', async () => {
    const platform = createFakePlatform();
    const api = clientFor(platform);
    const model = platform.state.deviceModels[0]!;
    const before = platform.state.devices.length;

    const result = await api.provisionDevices({
      deviceSpecification: { modelId: model.id },
      numberOfNewDevices: 3,
    });
    if (!result.ok) throw new Error(`provisioning failed: ${result.error.status}`);
    expect(result.data.successfullyProvisioned).toBe(3);
    expect(result.data.devicesRequested).toBe(3);
    expect(result.data.serialNumbers).toHaveLength(3);
    expect(new Set(result.data.serialNumbers).size).toBe(3);
    // Extension: each created device's id beside its serial, in the same order.
    expect(result.data.devices?.map((d) => d.serialNumber)).toEqual(result.data.serialNumbers);
    for (const created of result.data.devices ?? []) {
      const device = platform.state.devices.find((d) => d.id === created.id);
      expect(device?.serialNumber).toBe(created.serialNumber);
    }
    expect(platform.state.devices.length).toBe(before + 3);

    for (const serial of result.data.serialNumbers) {
      expect(serial.startsWith(`${model.serialNumberPrefix}-`)).toBe(true);
      // The entry page's lookup (spec §2, /devices/{serialNumber}) within the tenant...
      const found = await api.getTenantDeviceBySerialNumber(DEMO_TENANT, serial);
      if (!found.ok) throw new Error(`${serial} not found: ${found.error.status}`);
      expect(found.data.modelId).toBe(model.id);
      // ...however a phone cased it.
      const typed = await api.getTenantDeviceBySerialNumber(DEMO_TENANT, serial.toLowerCase());
      expect(typed.ok && typed.data.id).toBe(found.data.id);
      // ...and the device page behind 'Go to device page'.
      const details = await api.getTenantDeviceDetails(DEMO_TENANT, found.data.id);
      expect(details.ok).toBe(true);
    }

    // A second batch continues the numbers: no serial is handed out twice.
    const again = await api.provisionDevices({
      deviceSpecification: { modelId: model.id },
      numberOfNewDevices: 2,
    });
    if (!again.ok) throw new Error('second provisioning failed');
    expect(again.data.serialNumbers.some((s) => result.data.serialNumbers.includes(s))).toBe(false);
  });
});

describe('setting the state up outside a request', () => {
  it('edits a copy, so a reset still goes back to the seed', () => {
    const platform = createFakePlatform();
    const before = platform.state.devices.length;
    platform.edit((state) => {
      state.devices = [];
    });
    expect(platform.state.devices).toHaveLength(0);
    platform.reset();
    expect(platform.state.devices).toHaveLength(before);
  });

  it('starts maintenance on a tenant: the tenant reads it as running until the given end', async () => {
    const platform = createFakePlatform({ now: () => new Date() });
    const until = new Date(Date.now() + 30 * 60_000);
    platform.startMaintenance(DEMO_TENANT, until);
    const status = await clientFor(platform, DEMO_TENANT).getTenantMaintenance(DEMO_TENANT);
    expect(status.ok && status.data).toEqual({
      tenantIdentifier: DEMO_TENANT,
      inMaintenance: true,
      serviceTimeEnd: until.toISOString(),
    });
    expect(platform.state.userSessions[0]?.tenant).toBe(DEMO_TENANT);
  });
});
