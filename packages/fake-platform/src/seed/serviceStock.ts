/** The seed's service stock: the service tenant's store of devices and their installations. */
import type { InstallationStatus } from '@hygiene/api-client';

import { DEMO_TENANT, FAILING_SERIAL_NUMBER, SERVICE_TENANT } from '../constants';
import { NO_HEALTH } from '../deviceHealth';
import type { DeviceRecord, PlatformState, UserRecord } from '../model';
import type { Random } from '../random';
import type { NextSerial } from './devices';
import { installation } from './installations';
import { DAY, HOUR } from './time';
import type { RandomBefore } from './time';

/**
 * Devices in the service tenant's store, waiting to be installed: installations in every status
 * (both spellings of the active ones), and the failing serial number.
 */
export function seedServiceStock(
  state: PlatformState,
  random: Random,
  nextSerial: NextSerial,
  randomBefore: RandomBefore,
  serviceUsers: UserRecord[],
) {
  const customers = state.tenants.filter((t) => t.kind === 'customer').map((t) => t.identifier);
  const plans: (InstallationStatus | null)[] = [
    'Ready',
    'Ready',
    'InProgress',
    'READY',
    'IN_PROGRESS',
    'Ready',
    'InProgress',
    'Aborted',
    'Aborted',
    null,
    null,
    null,
    null,
  ];
  const stock = [
    ...plans.map((status) => ({ status, serial: null as string | null })),
    { status: 'Ready' as const, serial: FAILING_SERIAL_NUMBER },
  ];
  stock.forEach(({ status, serial }, i) => {
    const model = state.deviceModels[i % 4]!;
    const device: DeviceRecord = {
      id: random.uuid(),
      serialNumber: serial ?? nextSerial(model.serialNumberPrefix),
      modelId: model.id,
      tenant: SERVICE_TENANT,
      locationType: null,
      locationId: null,
      fluidType: null,
      powerSource: model.serialNumberPrefix === 'HDM2' ? 'Mains' : 'Battery',
      batteries: model.serialNumberPrefix === 'HDM2' ? null : { lastChanged: null, level: 100 },
      isOn: i % 3 === 0,
      onlineEventCount: i % 3 === 0 ? random.int(1, 20) : 0,
      created: randomBefore(30 * DAY, 2 * DAY),
      // In stock: nothing reported that anyone waits for.
      health: { ...NO_HEALTH },
    };
    state.devices.push(device);
    if (!status) return;
    // The first planned installations go to the demo tenant, so its wizard has work.
    const tenant = i < 5 || serial ? DEMO_TENANT : customers[i % customers.length]!;
    const installer =
      status === 'InProgress' || status === 'IN_PROGRESS' ? random.pick(serviceUsers).id : null;
    state.installations.push(
      installation(random, device, status, tenant, randomBefore(2 * DAY, HOUR), installer, null),
    );
  });
}
