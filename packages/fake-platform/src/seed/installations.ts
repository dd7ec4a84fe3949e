/**
 * The seed's installations of customer devices: each device hung in a room was installed there
 * (some after an aborted try, some with a picture).
 */
import type { InstallationStatus } from '@hygiene/api-client';

import type { DeviceRecord, InstallationRecord, PlatformState } from '../model';
import { encodeMonochromePng } from '../png';
import type { Random } from '../random';
import { DAY, HOUR } from './time';
import type { RandomBefore } from './time';

/** An installation of `device` at `tenant` in `status`, neither planned nor completed. */
export function installation(
  random: Random,
  device: DeviceRecord,
  status: InstallationStatus,
  tenant: string,
  created: string,
  installer: string | null,
  roomId: string | null,
): InstallationRecord {
  return {
    id: random.uuid(),
    deviceId: device.id,
    serialnumber: device.serialNumber,
    status,
    tenant,
    installer,
    images: [],
    created,
    completion: null,
    roomId,
    plannedFor: null,
  };
}

/**
 * The installations of the `index`th device of its tenant, hung in a room: every seventh
 * (from the fourth) was aborted a day before; every third installation has `picture`.
 */
export function seedInstallationsOf(
  state: PlatformState,
  random: Random,
  device: DeviceRecord,
  {
    index,
    installer,
    picture,
    randomBefore,
  }: { index: number; installer: string | null; picture: string; randomBefore: RandomBefore },
): void {
  const created = randomBefore(300 * DAY, 30 * DAY);
  if (index % 7 === 3) {
    const earlier = new Date(Date.parse(created) - DAY).toISOString();
    state.installations.push(
      installation(random, device, 'Aborted', device.tenant, earlier, installer, null),
    );
  }
  const done = installation(
    random,
    device,
    'Installed',
    device.tenant,
    created,
    installer,
    device.locationId,
  );
  done.completion = {
    completed: new Date(Date.parse(created) + 2 * HOUR).toISOString(),
    roomId: device.locationId!,
    fluidType: device.fluidType ?? 'Alcohol',
  };
  if (index % 3 === 0) done.images = [{ id: random.uuid(), url: picture }];
  state.installations.push(done);
}

/** A small picture of an installation (a noise pattern) as a PNG data URL. */
export function imageDataUrl(random: Random): string {
  const pixels = Array.from({ length: 16 }, () =>
    Array.from({ length: 16 }, () => random.chance(0.5)),
  );
  const png = encodeMonochromePng(pixels, 4);
  let binary = '';
  for (const byte of png) binary += String.fromCharCode(byte);
  return `data:image/png;base64,${btoa(binary)}`;
}
