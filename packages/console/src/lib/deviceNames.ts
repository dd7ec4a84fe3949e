import type { Device } from '@hygiene/api-client';

/** Where a device hangs, as people name it: 'Washroom 2.14 · 2nd floor', or null when unknown. */
export function roomLabel(device: Pick<Device, 'deviceInstallation'>): string | null {
  const room = device.deviceInstallation?.room;
  if (!room) return null;
  return room.floor ? `${room.name} · ${room.floor.name}` : room.name;
}

/**
 * The tenant a device belongs to (its actual tenant): its installation's tenant, else its
 * location's. The device page, the serial lookup and the end of maintenance all follow it.
 */
export function deviceTenant(
  device: Pick<Device, 'deviceInstallation' | 'location'>,
): string | null {
  return (
    device.deviceInstallation?.tenant.identifier ?? device.location?.tenant?.identifier ?? null
  );
}
