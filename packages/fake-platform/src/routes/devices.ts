import { NO_HEALTH, healthAfter } from '../attention';
import type { Ctx, PlatformApp, Scope } from '../context';
import {
  canSeeDevice,
  deviceAtTenant,
  newId,
  pathTenant,
  tick,
  visibleDevice,
  visibleDeviceBySerial,
} from '../context';
import { FAILING_SERIAL_NUMBER, SERIAL_NUMBER_MAX_LENGTH } from '../constants';
import { messages } from '../messages';
import type { DeviceRecord, EventRecord } from '../model';
import { BadRequest, conflict, forbidden, notFound } from '../problem';
import { Query, matchesTerm, paged } from '../query';
import { isContractSerial, qrCodePng } from '../qrCode';
import { bodies, quotas, readJson } from '../validation';
import { requireVersion, tagged, versions } from '../versions';
import { mayDeleteComment, mayEditComment } from '../views';

/** Devices, models, comments, QR codes, fluid, batteries, lookups and provisioning. */
export function deviceRoutes(app: PlatformApp) {
  app.get('/devices', (c) => {
    const scope = c.var.scope;
    const query = new Query(c.req.url);
    const term = query.term();
    const devices = scope.state.devices.filter(
      (d) => canSeeDevice(scope, d) && matchesTerm(term, d.serialNumber),
    );
    return c.json(paged(devices, query.paging(), scope.views.listedDevice));
  });

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

  app.get('/devices/by-serial-number/:serialNumber', (c) => {
    const scope = c.var.scope;
    return c.json(scope.views.device(visibleDeviceBySerial(scope, c.req.param('serialNumber'))));
  });

  app.post('/devices', async (c) => createDevice(c, c.var.scope.tenant.identifier));

  app.get('/devices/:id', (c) => {
    const scope = c.var.scope;
    const device = visibleDevice(scope, c.req.param('id'));
    tagged(c, versions.device(device));
    return c.json(scope.views.device(device));
  });

  app.get('/device-models', (c) => {
    const { state } = c.var.scope;
    const query = new Query(c.req.url);
    const term = query.term();
    const models = state.deviceModels.filter((m) =>
      matchesTerm(term, m.name, m.serialNumberPrefix, m.description),
    );
    return c.json(paged(models, query.paging(), (m) => ({ ...m })));
  });

  app.put('/devices/:id/power-source', async (c) => {
    const scope = c.var.scope;
    const device = visibleDevice(scope, c.req.param('id'));
    const body = await readJson(c.req.raw, bodies.setDevicePowerSource);
    requireVersion(c, versions.device(device), 'device');
    setPowerSource(device, body.powerSource);
    tick(scope.core);
    return c.body(null, 204);
  });

  app.get('/devices/:id/comments', (c) => {
    const scope = c.var.scope;
    const device = visibleDevice(scope, c.req.param('id'));
    const caller = c.var.caller;
    return c.json(
      (scope.index.commentsByDevice.get(device.id) ?? []).map((comment) =>
        scope.views.comment(comment, caller),
      ),
    );
  });

  app.post('/devices/:id/comments', async (c) => {
    const scope = c.var.scope;
    const device = visibleDevice(scope, c.req.param('id'));
    const body = await readJson(c.req.raw, bodies.createDeviceComment);
    const text = quotas.commentText(body.text);
    const caller = c.var.caller;
    const comment = {
      id: newId(scope.core),
      deviceId: device.id,
      text,
      created: tick(scope.core),
      edited: null,
      author: caller.name,
      authorId: caller.id,
      editedBy: null,
    };
    scope.state.comments.push(comment);
    return c.json(scope.views.comment(comment, caller));
  });

  app.put('/devices/:id/comments/:commentId', async (c) => {
    const scope = c.var.scope;
    const comment = visibleComment(scope, c.req.param('id'), c.req.param('commentId'));
    const caller = c.var.caller;
    if (!mayEditComment(comment, caller)) throw forbidden(messages.notYourComment);
    const body = await readJson(c.req.raw, bodies.updateDeviceComment);
    comment.text = quotas.commentText(body.text);
    comment.edited = tick(scope.core);
    comment.editedBy = caller.name;
    return c.json(scope.views.comment(comment, caller));
  });

  app.delete('/devices/:id/comments/:commentId', (c) => {
    const scope = c.var.scope;
    const comment = visibleComment(scope, c.req.param('id'), c.req.param('commentId'));
    if (!mayDeleteComment(comment, c.var.caller)) throw forbidden(messages.notYourCommentToDelete);
    scope.state.comments.splice(scope.state.comments.indexOf(comment), 1);
    tick(scope.core);
    return c.body(null, 204);
  });

  app.get('/devices/:id/qr-code', (c) => {
    const device = visibleDevice(c.var.scope, c.req.param('id'));
    // What a phone scans: the device entry page, /devices/{serialNumber} (spec §2). Every
    // serial the contract allows fits; one stored before the limits may not, and is a conflict
    // to rename away, not a failure of the platform.
    if (!isContractSerial(device.serialNumber)) {
      throw conflict(messages.serialNumberBreaksContract(SERIAL_NUMBER_MAX_LENGTH));
    }
    const png = qrCodePng(`/devices/${device.serialNumber}`);
    return new Response(png.slice().buffer, { headers: { 'content-type': 'image/png' } });
  });

  app.get('/tenants/:tenant/devices', (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    const query = new Query(c.req.url);
    const filter = deviceFilter(query);
    const devices = scope.state.devices.filter(
      (d) => d.tenant === tenant.identifier && filter(scope, d),
    );
    return c.json(paged(devices, query.paging(), scope.views.listedDevice));
  });

  app.post('/tenants/:tenant/devices', async (c) =>
    createDevice(c, pathTenant(c.var.scope, c.req.param('tenant')).identifier),
  );

  app.get('/tenants/:tenant/devices/by-serial-number/:serialNumber', (c) => {
    const scope = c.var.scope;
    pathTenant(scope, c.req.param('tenant'));
    const device = visibleDeviceBySerial(scope, c.req.param('serialNumber'));
    return c.json(scope.views.device(deviceAtTenant(scope, c.req.param('tenant'), device)));
  });

  const tenantDevice = (c: Ctx) => {
    const scope = c.var.scope;
    pathTenant(scope, c.req.param('tenant') ?? '');
    const device = visibleDevice(scope, c.req.param('device') ?? '');
    return deviceAtTenant(scope, c.req.param('tenant') ?? '', device);
  };

  /** A device as the single-device answers give it, its version as the `ETag`. */
  const deviceAnswer = (c: Ctx) => {
    const device = tenantDevice(c);
    tagged(c, versions.device(device));
    return c.json(c.var.scope.views.device(device));
  };
  app.get('/tenants/:tenant/devices/:device', deviceAnswer);
  app.get('/tenants/:tenant/devices/:device/details', deviceAnswer);

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

function setPowerSource(device: DeviceRecord, powerSource: string | null) {
  device.powerSource = powerSource;
  if (powerSource === 'Battery') device.batteries ??= { lastChanged: null, level: 100 };
  else device.batteries = null;
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

function visibleComment(scope: Scope, deviceId: string, commentId: string) {
  const device = visibleDevice(scope, deviceId);
  const comment = scope.state.comments.find((c) => c.id === commentId && c.deviceId === device.id);
  if (!comment) throw notFound(messages.notFound('comment', commentId));
  return comment;
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

/** The device filter of spec §3 as the query parameters of GET /tenants/{tenant}/devices. */
function deviceFilter(query: Query) {
  const term = query.term();
  const rooms = new Set(query.strings('location.room-id'));
  const excludedRooms = new Set(query.strings('location.excluded-room-id'));
  const sections = new Set(query.strings('location.section-id'));
  const floors = new Set(query.strings('location.floor-id'));
  const excludedFloors = new Set(query.strings('location.excluded-floor-id'));
  const roomTypes = new Set(query.strings('location.room-type-id'));
  const locationTenant = query.string('location.tenant-identifier') || undefined;
  const isOn = query.boolean('status.is-on');
  return (scope: Scope, device: DeviceRecord): boolean => {
    if (isOn !== undefined && device.isOn !== isOn) return false;
    if (locationTenant !== undefined && device.tenant !== locationTenant) return false;
    const place = placeOf(scope, device);
    if (rooms.size > 0 && !(place.room && rooms.has(place.room))) return false;
    if (place.room && excludedRooms.has(place.room)) return false;
    if (sections.size > 0 && !(place.section && sections.has(place.section))) return false;
    if (floors.size > 0 && !(place.floor && floors.has(place.floor))) return false;
    if (place.floor && excludedFloors.has(place.floor)) return false;
    if (roomTypes.size > 0 && !(place.roomType && roomTypes.has(place.roomType))) return false;
    if (term !== undefined) {
      const roomName = place.room ? scope.index.rooms.get(place.room)?.name : undefined;
      if (!matchesTerm(term, device.serialNumber, roomName)) return false;
    }
    return true;
  };
}

/** Where a device hangs, resolved up the location tree. */
function placeOf(scope: Scope, device: DeviceRecord) {
  const { index } = scope;
  let room: string | undefined;
  let roomType: string | undefined;
  let floor: string | undefined;
  let section: string | undefined;
  if (device.locationType === 'RoomModel' && device.locationId) {
    const r = index.rooms.get(device.locationId);
    room = r?.id;
    roomType = r?.roomTypeId;
    floor = r?.floorId;
    section = r?.sectionId;
  } else if (device.locationType === 'FloorModel' && device.locationId) {
    const f = index.floors.get(device.locationId);
    floor = f?.id;
    section = f?.sectionId;
  } else if (device.locationType === 'PremiseModel' && device.locationId) {
    section = index.premises.get(device.locationId)?.sectionId;
  } else if (device.locationType === 'SectionModel' && device.locationId) {
    section = device.locationId;
  }
  return { room, roomType, floor, section };
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
