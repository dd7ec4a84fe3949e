/**
 * Planning an installation ('Plan installations', issue 46): `POST /device-installations` with the
 * extensions' room, day and installer creates a Ready installation that names them, which the
 * wizard then completes; a room of another tenant or an unknown installer is refused by field.
 */
import { describe, expect, it } from 'vitest';

import { DEMO_TENANT, SERVICE_TENANT } from './constants';
import { createFakePlatform, type FakePlatform } from './platform';
import { clientFor } from './testClient';

/** A device in the service tenant's stock with no installation at all. */
function stockDevice(platform: FakePlatform) {
  const s = platform.state;
  const device = s.devices.find(
    (d) => d.tenant === SERVICE_TENANT && !s.installations.some((i) => i.deviceId === d.id),
  );
  if (!device) throw new Error('The seed has no device in stock without an installation');
  return device;
}

const roomOf = (platform: FakePlatform, tenant: string) =>
  platform.state.rooms.find((r) => r.tenant === tenant)!;

describe('POST /device-installations with a plan', () => {
  it('creates a Ready installation with its room, day and installer, named in the list', async () => {
    const platform = createFakePlatform();
    const device = stockDevice(platform);
    const room = roomOf(platform, DEMO_TENANT);
    const installer = platform.state.users.find((u) => u.tenant === SERVICE_TENANT && !u.screen)!;
    const api = clientFor(platform, SERVICE_TENANT);

    const created = await api.createInstallation({
      serialnumber: device.serialNumber,
      tenantIdentifier: DEMO_TENANT,
      roomId: room.id,
      plannedFor: '2026-12-03',
      installer: installer.id,
    });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    expect(created.data).toMatchObject({
      installationStatus: 'Ready',
      tenantIdentifier: DEMO_TENANT,
      room: { id: room.id, name: room.name },
      plannedFor: '2026-12-03',
      installer: installer.id,
      installerName: `${installer.firstName} ${installer.lastName}`,
    });

    const listed = await api.listInstallations({ installationStatusFilter: ['Ready'] });
    if (!listed.ok) throw new Error(JSON.stringify(listed.error));
    expect(listed.data.items.find((i) => i.id === created.data.id)).toMatchObject({
      plannedFor: '2026-12-03',
      room: { id: room.id },
    });
  });

  it('leaves room, day and installer empty when the plan does not name them', async () => {
    const platform = createFakePlatform();
    const api = clientFor(platform, SERVICE_TENANT);
    const created = await api.createInstallation({
      serialnumber: stockDevice(platform).serialNumber,
      tenantIdentifier: DEMO_TENANT,
    });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    expect(created.data).toMatchObject({
      room: null,
      plannedFor: null,
      installer: null,
      installerName: null,
    });
  });

  it.each([
    ['a room of another tenant', 'roomId'],
    ['an unknown installer', 'installer'],
    ['a screen user as installer', 'screenInstaller'],
    ['a day that is not a date', 'plannedFor'],
  ] as const)('refuses %s by its field, creating nothing', async (_, field) => {
    const platform = createFakePlatform();
    const device = stockDevice(platform);
    const otherRoom = platform.state.rooms.find((r) => r.tenant !== DEMO_TENANT)!;
    const screen = platform.state.users.find((u) => u.tenant === DEMO_TENANT && u.screen)!;
    const api = clientFor(platform, SERVICE_TENANT);
    const count = platform.state.installations.length;
    const created = await api.createInstallation({
      serialnumber: device.serialNumber,
      tenantIdentifier: DEMO_TENANT,
      ...(field === 'roomId' ? { roomId: otherRoom.id } : {}),
      ...(field === 'installer' ? { installer: 'nobody' } : {}),
      ...(field === 'screenInstaller' ? { installer: screen.id } : {}),
      ...(field === 'plannedFor' ? { plannedFor: '3 December' } : {}),
    });
    expect(created.ok).toBe(false);
    if (created.ok) return;
    expect(created.error.status).toBe('badRequest');
    expect(JSON.stringify(created.error)).toContain(
      field === 'screenInstaller' ? 'installer' : field,
    );
    expect(platform.state.installations).toHaveLength(count);
  });
});
