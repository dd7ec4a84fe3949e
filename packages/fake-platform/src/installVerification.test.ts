/**
 * Issue 51: completing an installation with the device's own event the wizard saw arrive
 * (`verifiedBy`) records it as verified, found among the platform's own events; without one it is
 * installed, not verified; an event the platform never received is refused.
 */
import { describe, expect, it } from 'vitest';

import { DEMO_TENANT, FAILING_SERIAL_NUMBER } from './constants';
import { createFakePlatform, type FakePlatform } from './platform';
import { clientFor } from './testClient';

/** A demo device with an active installation, a room to install it in, and the client. */
async function activeInstallation(platform: FakePlatform) {
  const s = platform.state;
  const installation = s.installations.find(
    (i) =>
      i.tenant === DEMO_TENANT &&
      (i.status === 'Ready' || i.status === 'InProgress') &&
      i.serialnumber !== FAILING_SERIAL_NUMBER,
  );
  if (!installation) throw new Error('The seed has no active demo installation');
  const room = s.rooms.find((r) => r.tenant === DEMO_TENANT)!;
  const api = clientFor(platform, DEMO_TENANT);
  /** Completes it in that room, with `verifiedBy` as given (left out when undefined). */
  const complete = (verifiedBy?: {
    eventType: 'HandSense' | 'Transaction' | 'State';
    timestamp: string;
  }) =>
    api.completeInstallation(installation.id, {
      serialNumber: installation.serialnumber,
      roomId: room.id,
      fluidType: 'Soap',
      ...(verifiedBy ? { verifiedBy } : {}),
    });
  return { installation, api, complete };
}

describe('POST /device-installations/{id}/complete with verifiedBy', () => {
  it('records the installation as verified by the device’s event, with its battery level', async () => {
    const platform = createFakePlatform();
    const { installation, api, complete } = await activeInstallation(platform);
    const device = platform.state.devices.find((d) => d.id === installation.deviceId)!;
    // The dispenser's event reaches whichever tenant it is at now.
    const pressed = platform.recordEvent(device.tenant, {
      deviceId: device.id,
      eventType: 'HandSense',
    });
    const battery = device.batteries?.level;

    const completed = await complete({ eventType: 'HandSense', timestamp: pressed.timestamp });
    expect(completed.ok).toBe(true);
    expect(completed.ok && completed.data.completion?.verification).toEqual({
      status: 'verified',
      eventType: 'HandSense',
      eventTimestamp: pressed.timestamp,
      batteryLevel: battery ?? null,
    });
    const listed = await api.listDeviceInstallations(installation.deviceId);
    expect(
      listed.ok &&
        listed.data.items.find((i) => i.id === installation.id)?.completion?.verification?.status,
    ).toBe('verified');
  });

  it('without verifiedBy: installed, not verified', async () => {
    const platform = createFakePlatform();
    const { complete } = await activeInstallation(platform);
    const completed = await complete();
    expect(completed.ok && completed.data.installationStatus).toBe('Installed');
    expect(completed.ok && completed.data.completion?.verification).toEqual({
      status: 'notVerified',
      eventType: null,
      eventTimestamp: null,
      batteryLevel: null,
    });
  });

  it('records an event it never received as not verified: the installation still completes', async () => {
    const platform = createFakePlatform();
    const { complete } = await activeInstallation(platform);
    const completed = await complete({
      eventType: 'HandSense',
      timestamp: '2026-01-01T00:00:00.000Z',
    });
    expect(completed.ok && completed.data.installationStatus).toBe('Installed');
    expect(completed.ok && completed.data.completion?.verification?.status).toBe('notVerified');
  });

  it('finds the event however its instant is written', async () => {
    const platform = createFakePlatform();
    const { installation, complete } = await activeInstallation(platform);
    const device = platform.state.devices.find((d) => d.id === installation.deviceId)!;
    const pressed = platform.recordEvent(device.tenant, {
      deviceId: device.id,
      eventType: 'State',
    });
    const sameInstant = new Date(pressed.timestamp).toISOString().replace('Z', '+00:00');
    const completed = await complete({ eventType: 'State', timestamp: sameInstant });
    expect(completed.ok && completed.data.completion?.verification?.status).toBe('verified');
  });

  it('refuses an event type that proves nothing, and completes nothing', async () => {
    const platform = createFakePlatform();
    const { installation, complete } = await activeInstallation(platform);
    const refused = await complete({
      eventType: 'Bluetooth' as 'HandSense',
      timestamp: '2026-01-01T00:00:00.000Z',
    });
    expect(!refused.ok && refused.error.status).toBe('badRequest');
    expect(platform.state.installations.find((i) => i.id === installation.id)?.status).not.toBe(
      'Installed',
    );
  });

  it('does not take another device’s event', async () => {
    const platform = createFakePlatform();
    const { installation, complete } = await activeInstallation(platform);
    const other = platform.state.devices.find(
      (d) => d.tenant === DEMO_TENANT && d.id !== installation.deviceId,
    )!;
    const elsewhere = platform.recordEvent(other.tenant, {
      deviceId: other.id,
      eventType: 'State',
    });
    const completed = await complete({ eventType: 'State', timestamp: elsewhere.timestamp });
    expect(completed.ok && completed.data.completion?.verification?.status).toBe('notVerified');
  });
});

describe('installingTenant: where a device being installed elsewhere also reports', () => {
  it('names the tenant while the wizard is open on an installation there, not while only planned', () => {
    const platform = createFakePlatform();
    const s = platform.state;
    const elsewhere = s.installations.find((i) => {
      const device = s.devices.find((d) => d.id === i.deviceId);
      return (i.status === 'Ready' || i.status === 'InProgress') && device?.tenant !== i.tenant;
    });
    if (!elsewhere) throw new Error('The seed has no device planned for another tenant');
    platform.edit((state) => {
      state.installations.find((i) => i.id === elsewhere.id)!.status = 'Ready';
    });
    expect(platform.installingTenant(elsewhere.deviceId)).toBeNull();
    platform.edit((state) => {
      state.installations.find((i) => i.id === elsewhere.id)!.status = 'IN_PROGRESS';
    });
    expect(platform.installingTenant(elsewhere.deviceId)).toBe(elsewhere.tenant);
    const settled = s.devices.find(
      (d) =>
        !s.installations.some(
          (i) => i.deviceId === d.id && (i.status === 'Ready' || i.status === 'InProgress'),
        ),
    )!;
    expect(platform.installingTenant(settled.id)).toBeNull();
    expect(platform.installingTenant('no-such-device')).toBeNull();
  });
});
