import type { Ctx, PlatformApp, Scope } from '../../context';
import { newId, pathTenant, tick } from '../../context';
import { FAILING_SERIAL_NUMBER } from '../../constants';
import { NO_HEALTH } from '../../deviceHealth';
import { messages } from '../../messages';
import type { DeviceRecord } from '../../model';
import { BadRequest, conflict } from '../../problem';
import { bodies, readJson } from '../../validation';

/** New devices: provisioned in numbers (or by printed serials), or created one by one. */
export function deviceProvisioningRoutes(app: PlatformApp) {
  app.post('/devices/provision', async (c) => {
    const scope = c.var.scope;
    const body = await readJson(c.req.raw, bodies.provisionDevices);
    const model = scope.state.deviceModels.find((m) => m.id === body.deviceSpecification.modelId);
    if (!model) {
      throw BadRequest.field(
        'deviceSpecification.modelId',
        messages.unknownId('device model', body.deviceSpecification.modelId),
      );
    }
    const printed =
      body.serialNumbers &&
      printedSerials(body.serialNumbers, body.numberOfNewDevices, model.serialNumberPrefix);
    const serialNumbers: string[] = [];
    // Extension (contract, ProvisionResult.devices): the ids, for links to the device pages.
    const devices: { id: string; serialNumber: string }[] = [];
    // Extension: printed serials registered already are not created again.
    const alreadyRegistered: string[] = [];
    const registered = new Set(
      printed ? scope.state.devices.map((d) => d.serialNumber.toUpperCase()) : [],
    );
    let next = highestSerial(scope, model.serialNumberPrefix);
    for (let i = 0; i < body.numberOfNewDevices; i++) {
      const serialNumber = printed ? printed[i]! : `${model.serialNumberPrefix}-${(next += 1)}`;
      if (printed && registered.has(serialNumber)) {
        alreadyRegistered.push(serialNumber);
        continue;
      }
      const device = newDevice(scope, serialNumber, model.id, scope.tenant.identifier);
      scope.state.devices.push(device);
      serialNumbers.push(device.serialNumber);
      devices.push({ id: device.id, serialNumber: device.serialNumber });
    }
    return c.json({
      serialNumbers,
      successfullyProvisioned: serialNumbers.length,
      devicesRequested: body.numberOfNewDevices,
      devices,
      ...(printed ? { alreadyRegistered } : {}),
    });
  });

  app.post('/devices', async (c) => createDevice(c, c.var.scope.tenant.identifier));

  app.post('/tenants/:tenant/devices', async (c) =>
    createDevice(c, pathTenant(c.var.scope, c.req.param('tenant')).identifier),
  );
}

async function createDevice(c: Ctx, tenant: string) {
  const scope = c.var.scope;
  const body = await readJson(c.req.raw, bodies.createDevice);
  if (body.modelId !== undefined && !scope.state.deviceModels.some((m) => m.id === body.modelId)) {
    throw BadRequest.field('modelId', messages.unknownId('device model', body.modelId));
  }
  if (scope.state.devices.some((d) => d.serialNumber === body.serialNumber)) {
    throw conflict(messages.serialNumberExists(body.serialNumber));
  }
  const device = newDevice(scope, body.serialNumber, body.modelId ?? null, tenant);
  scope.state.devices.push(device);
  return c.json(scope.views.device(device));
}

function newDevice(
  scope: Scope,
  serialNumber: string,
  modelId: string | null,
  tenant: string,
): DeviceRecord {
  return {
    id: newId(scope.core),
    serialNumber,
    modelId,
    tenant,
    locationType: null,
    locationId: null,
    fluidType: null,
    powerSource: 'Battery',
    batteries: { lastChanged: null, level: 100 },
    isOn: false,
    onlineEventCount: 0,
    created: tick(scope.core),
    health: { ...NO_HEALTH },
  };
}

function highestSerial(scope: Scope, prefix: string): number {
  let highest = 10000;
  for (const d of scope.state.devices) {
    if (!d.serialNumber.startsWith(`${prefix}-`) || d.serialNumber === FAILING_SERIAL_NUMBER)
      continue;
    const n = Number(d.serialNumber.slice(prefix.length + 1));
    if (Number.isInteger(n) && n > highest) highest = n;
  }
  return highest;
}

/**
 * Printed serials (the contract's `serialNumbers` extension) in capitals, as labels print them:
 * as many as `numberOfNewDevices`, each of the model (its prefix and a hyphen) and each once.
 */
function printedSerials(serials: string[], count: number, prefix: string): string[] {
  if (serials.length !== count) {
    throw BadRequest.field('serialNumbers', messages.serialCountMismatch(serials.length, count));
  }
  const seen = new Set<string>();
  return serials.map((typed, i) => {
    const serial = typed.toUpperCase();
    if (!serial.startsWith(`${prefix.toUpperCase()}-`)) {
      throw BadRequest.field(`serialNumbers[${i}]`, messages.serialOfAnotherModel(serial, prefix));
    }
    if (seen.has(serial)) {
      throw BadRequest.field(`serialNumbers[${i}]`, messages.serialTwice(serial));
    }
    seen.add(serial);
    return serial;
  });
}
