import type { Device } from '@hygiene/api-client';

import { roomLabel } from '../../lib/deviceNames';
import * as messages from '../../messages';

/** 'Disinfectant' for Alcohol, 'Soap' for Soap (spec §3), a dash when the device has no fluid. */
export function fluidLabel(device: Pick<Device, 'fluid'>): string {
  return device.fluid ? messages.fluid[device.fluid.type] : messages.none;
}

/** Where the device hangs: its room and floor when installed, else a dash. */
export function locationLabel(device: Pick<Device, 'deviceInstallation'>): string {
  return roomLabel(device) ?? messages.none;
}

/** 'Online', 'Offline' or 'Unknown' from the device's status. */
export function onlineLabel(device: Pick<Device, 'status'>): string {
  const list = messages.deviceList;
  if (!device.status) return list.unknown;
  return device.status.isOn ? list.online : list.offline;
}
