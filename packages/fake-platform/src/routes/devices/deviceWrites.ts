import type { PlatformApp, Scope } from '../../context';
import { pathTenant, tick, visibleDevice } from '../../context';
import { healthAfter } from '../../deviceHealth';
import { messages } from '../../messages';
import type { DeviceRecord, EventRecord } from '../../model';
import { BadRequest, conflict } from '../../problem';
import { bodies, readJson } from '../../validation';
import { requireVersion, versions } from '../../versions';
import { tenantDevice } from './tenantDevice';

/** Device writes: power source, serial number and place, fluid, and changed batteries. */
export function deviceWriteRoutes(app: PlatformApp) {
  app.put('/devices/:id/power-source', async (c) => {
    const scope = c.var.scope;
    const device = visibleDevice(scope, c.req.param('id'));
    const body = await readJson(c.req.raw, bodies.setDevicePowerSource);
    requireVersion(c, versions.device(device), 'device');
    setPowerSource(device, body.powerSource);
    tick(scope.core);
    return c.body(null, 204);
  });

  app.put('/tenants/:tenant/devices/:device', async (c) => {
    const scope = c.var.scope;
    const device = tenantDevice(c);
    const body = await readJson(c.req.raw, bodies.updateTenantDevice);
    requireVersion(c, versions.device(device), 'device');
    // Check everything before changing anything: a bad field leaves the device as it was.
    if (body.serialNumber !== undefined && body.serialNumber !== device.serialNumber) {
      if (scope.state.devices.some((d) => d.serialNumber === body.serialNumber)) {
        throw conflict(messages.serialNumberExists(body.serialNumber));
      }
    }
    let location: Pick<DeviceRecord, 'tenant' | 'locationType' | 'locationId'> | undefined;
    if (body.location) {
      const tenant = body.location.tenant?.identifier ?? device.tenant;
      if (tenant !== device.tenant) pathTenant(scope, tenant);
      const type = body.location.type ?? null;
      const id = body.location.identifier;
      if ((type === null) !== (id === null)) {
        throw BadRequest.field('location.identifier', messages.required);
      }
      if (type && id && !locationExists(scope, tenant, type, id)) {
        throw BadRequest.field('location.identifier', messages.unknownId(type, id));
      }
      location = { tenant, locationType: type, locationId: id };
    }
    if (body.serialNumber !== undefined) device.serialNumber = body.serialNumber;
    if (body.powerSource !== undefined) setPowerSource(device, body.powerSource);
    if (location) Object.assign(device, location);
    tick(scope.core);
    return c.json(scope.views.device(device));
  });

  app.post('/tenants/:tenant/devices/:device/fluid', async (c) => {
    const device = tenantDevice(c);
    const body = await readJson(c.req.raw, bodies.addTenantDeviceFluid);
    device.fluidType = body.type;
    tick(c.var.scope.core);
    return c.body(null, 204);
  });

  app.put('/tenants/:tenant/devices/:device/fluid/type', async (c) => {
    const device = tenantDevice(c);
    const body = await readJson(c.req.raw, bodies.setTenantDeviceFluidType);
    requireVersion(c, versions.device(device), 'device');
    device.fluidType = body.type;
    tick(c.var.scope.core);
    return c.body(null, 204);
  });

  app.post('/tenants/:tenant/devices/:device/batteries', async (c) => {
    const scope = c.var.scope;
    const device = tenantDevice(c);
    const body = await readJson(c.req.raw, bodies.changeTenantDeviceBatteries);
    const now = tick(scope.core);
    device.batteries = { lastChanged: body.changed ?? now, level: 100 };
    const event: EventRecord = {
      tenant: device.tenant,
      deviceId: device.id,
      eventType: 'BatteryChanged',
      event: 'BatteryChanged',
      timestamp: body.changed ?? now,
      receivedOnServer: now,
      source: null,
      bluetooth: null,
      transaction: null,
      counter: null,
      battery: { level: 100 },
    };
    scope.state.events.unshift(event);
    // A person changed the batteries: the battery reading is new, but the device said nothing,
    // so an offline device stays offline.
    device.health = {
      ...healthAfter(device.health, event),
      lastMessage: device.health.lastMessage,
    };
    return c.body(null, 204);
  });
}

function setPowerSource(device: DeviceRecord, powerSource: string | null) {
  device.powerSource = powerSource;
  if (powerSource === 'Battery') device.batteries ??= { lastChanged: null, level: 100 };
  else device.batteries = null;
}

function locationExists(scope: Scope, tenant: string, type: string, id: string): boolean {
  const map =
    type === 'RoomModel'
      ? scope.index.rooms
      : type === 'FloorModel'
        ? scope.index.floors
        : type === 'PremiseModel'
          ? scope.index.premises
          : scope.index.sections;
  return map.get(id)?.tenant === tenant;
}
