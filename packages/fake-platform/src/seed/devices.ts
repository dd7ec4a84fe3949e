/** The seed's devices of a customer tenant, and the serial numbers every seeded device takes. */
import type { FluidType, LocationObjectType } from '@hygiene/api-client';

import { NO_HEALTH } from '../deviceHealth';
import type { DeviceRecord, PlatformState, RoomRecord } from '../model';
import type { Random } from '../random';
import { DAY } from './time';
import type { RandomBefore } from './time';

/** The next serial number of a model's prefix: `{prefix}-{n}`. */
export type NextSerial = (prefix: string) => string;

/** Serial numbers per prefix, from 10001 on, in the order they are asked for. */
export function createSerialNumbers(): NextSerial {
  const serialCounters = new Map<string, number>();
  return (prefix) => {
    const n = (serialCounters.get(prefix) ?? 10000) + 1;
    serialCounters.set(prefix, n);
    return `${prefix}-${n}`;
  };
}

/** The `index`th device of a customer tenant: its model, place, power, fluid and state. */
export function seedDevice(
  state: PlatformState,
  random: Random,
  tenant: string,
  rooms: RoomRecord[],
  index: number,
  nextSerial: NextSerial,
  randomBefore: RandomBefore,
): DeviceRecord {
  const model = state.deviceModels[index % 6]!;
  // Most devices hang in rooms; a few are placed on a floor, premise or section, or nowhere yet.
  const placement = index % 20;
  let locationType: LocationObjectType = 'RoomModel';
  const room = random.pick(rooms);
  let locationId: string | null = room.id;
  if (placement === 17) {
    locationType = 'FloorModel';
    locationId = room.floorId;
  } else if (placement === 18) {
    locationType = 'PremiseModel';
    locationId = state.floors.find((f) => f.id === room.floorId)!.premiseId;
  } else if (placement === 19) {
    locationType = index % 40 === 19 ? 'SectionModel' : null;
    locationId = locationType ? room.sectionId : null;
  }
  const mains = model.serialNumberPrefix === 'HDM2' || random.chance(0.2);
  const isOn = random.chance(0.85);
  const fluidRoll = random.next();
  const fluidType: FluidType | null =
    fluidRoll < 0.62 ? 'Alcohol' : fluidRoll < 0.95 ? 'Soap' : null;
  return {
    id: random.uuid(),
    serialNumber: nextSerial(model.serialNumberPrefix),
    modelId: model.id,
    tenant,
    locationType,
    locationId,
    fluidType,
    powerSource: mains ? 'Mains' : 'Battery',
    batteries: mains
      ? null
      : { lastChanged: randomBefore(500 * DAY, DAY), level: random.int(3, 100) },
    isOn,
    onlineEventCount: isOn ? random.int(1, 900) : 0,
    created: randomBefore(600 * DAY, 300 * DAY),
    // Drawn after every device is seeded (`seedHealth`).
    health: { ...NO_HEALTH },
  };
}
