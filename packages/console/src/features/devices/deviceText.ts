import type { Device, PowerSource } from '@hygiene/api-client';

import { POWER_SOURCES } from '../../constants';
import * as messages from '../../messages';

/** 'Disinfectant' for Alcohol, 'Soap' for Soap (spec §3), a dash when the device has no fluid. */
export function fluidLabel(device: Pick<Device, 'fluid'>): string {
  return device.fluid ? messages.fluid[device.fluid.type] : messages.none;
}

/** One of the platform's power sources, or `undefined` for anything else. */
export function asPowerSource(value: string | null | undefined): PowerSource | undefined {
  return POWER_SOURCES.find((source) => source === value);
}

/**
 * The device's power source in the console's language; a source the console does not know yet
 * (a newer platform) as the platform names it; a dash when there is none.
 */
export function powerSourceLabel(device: Pick<Device, 'powerSource'>): string {
  const known = asPowerSource(device.powerSource);
  if (known) return messages.powerSource[known];
  return device.powerSource || messages.none;
}

/** 'Online', 'Offline' or 'Unknown' from the device's status. */
export function onlineLabel(device: Pick<Device, 'status'>): string {
  const list = messages.deviceList;
  if (!device.status) return list.unknown;
  return device.status.isOn ? list.online : list.offline;
}
