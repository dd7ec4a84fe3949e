/**
 * Installing a device again (the install wizard's offer for a finished installation):
 * `POST /device-installations` for a device whose installation is Installed or Aborted creates a
 * new one, which is then the device's `deviceInstallation` and can be completed.
 */
import { describe, expect, it } from 'vitest';

import { DEMO_TENANT, FAILING_SERIAL_NUMBER, SERVICE_TENANT } from './constants';
import { createFakePlatform, type FakePlatform } from './platform';
import { clientFor } from './testClient';

/** A demo device whose newest installation has `status` and none is active. */
function deviceFinishedAs(platform: FakePlatform, status: 'Installed' | 'Aborted') {
  const s = platform.state;
  const latest = (deviceId: string) =>
    s.installations
      .filter((i) => i.deviceId === deviceId)
      .sort((a, b) => (a.created < b.created ? -1 : 1))
      .at(-1);
  const device = s.devices.find(
    (d) =>
      d.tenant === DEMO_TENANT &&
      d.serialNumber !== FAILING_SERIAL_NUMBER &&
      latest(d.id)?.status === status &&
      !s.installations.some(
        (i) => i.deviceId === d.id && (i.status === 'Ready' || i.status === 'InProgress'),
      ),
  );
  if (!device) throw new Error(`The seed has no demo device finished as ${status}`);
  return device;
}

describe('POST /device-installations for a device whose installation is finished', () => {
  it.each(['Installed', 'Aborted'] as const)(
    '%s: a new Ready installation, which becomes the device’s deviceInstallation and completes',
    async (status) => {
      const platform = createFakePlatform();
      if (status === 'Aborted') {
        // The newest installation of an Installed device, aborted (written into the state
        // directly: the platform aborts only active installations).
        const device = deviceFinishedAs(platform, 'Installed');
        const snapshot = platform.snapshot();
        const newest = snapshot.state.installations
          .filter((i) => i.deviceId === device.id)
          .sort((a, b) => (a.created < b.created ? -1 : 1))
          .at(-1)!;
        newest.status = 'Aborted';
        platform.load(snapshot);
      }
      const device = deviceFinishedAs(platform, status);
      const api = clientFor(platform, DEMO_TENANT);

      const before = await api.getTenantDeviceBySerialNumber(DEMO_TENANT, device.serialNumber);
      expect(before.ok && before.data.deviceInstallation?.installationStatus).toBe(status);

      const created = await api.createInstallation({
        serialnumber: device.serialNumber,
        tenantIdentifier: DEMO_TENANT,
      });
      expect(created.ok).toBe(true);
      if (!created.ok) return;
      expect(created.data.installationStatus).toBe('Ready');
      expect(created.data.tenantIdentifier).toBe(DEMO_TENANT);

      const after = await api.getTenantDeviceBySerialNumber(DEMO_TENANT, device.serialNumber);
      expect(after.ok && after.data.deviceInstallation?.id).toBe(created.data.id);

      const room = platform.state.rooms.find((r) => r.tenant === DEMO_TENANT)!;
      const completed = await api.completeInstallation(created.data.id, {
        serialNumber: device.serialNumber,
        roomId: room.id,
        fluidType: 'Soap',
        offlineConfirmed: true,
      });
      expect(completed.ok && completed.data.installationStatus).toBe('Installed');
      const installed = await api.getTenantDeviceBySerialNumber(DEMO_TENANT, device.serialNumber);
      expect(installed.ok && installed.data.deviceInstallation?.id).toBe(created.data.id);
      expect(installed.ok && installed.data.deviceInstallation?.installationStatus).toBe(
        'Installed',
      );
    },
  );

  it('the service tenant installs it again at another tenant', async () => {
    const platform = createFakePlatform();
    const device = deviceFinishedAs(platform, 'Installed');
    const other = platform.state.tenants.find(
      (t) => t.identifier !== DEMO_TENANT && t.identifier !== SERVICE_TENANT,
    )!;
    const api = clientFor(platform, SERVICE_TENANT);
    const created = await api.createInstallation({
      serialnumber: device.serialNumber,
      tenantIdentifier: other.identifier,
    });
    expect(created.ok && created.data.tenantIdentifier).toBe(other.identifier);
    const seen = await api.getDeviceBySerialNumber(device.serialNumber);
    expect(seen.ok && seen.data.deviceInstallation?.id).toBe(created.ok && created.data.id);
  });

  it('a second one while the new one is active answers 409', async () => {
    const platform = createFakePlatform();
    const device = deviceFinishedAs(platform, 'Installed');
    const api = clientFor(platform, DEMO_TENANT);
    const body = { serialnumber: device.serialNumber, tenantIdentifier: DEMO_TENANT };
    expect((await api.createInstallation(body)).ok).toBe(true);
    const again = await api.createInstallation(body);
    expect(!again.ok && again.error.status).toBe('conflict');
  });
});
