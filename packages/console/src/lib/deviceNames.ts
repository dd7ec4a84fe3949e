import type { Device } from '@hygiene/api-client';

/** Where a device hangs, as people name it: 'Washroom 2.14 · 2nd floor', or null when unknown. */
export function roomLabel(device: Pick<Device, 'deviceInstallation'>): string | null {
  const room = device.deviceInstallation?.room;
  if (!room) return null;
  return room.floor ? `${room.name} · ${room.floor.name}` : room.name;
}
