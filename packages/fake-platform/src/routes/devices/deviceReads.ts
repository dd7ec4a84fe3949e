import type { Ctx, PlatformApp, Scope } from '../../context';
import {
  canSeeDevice,
  deviceAtTenant,
  pathTenant,
  visibleDevice,
  visibleDeviceBySerial,
} from '../../context';
import { SERIAL_NUMBER_MAX_LENGTH } from '../../constants';
import { messages } from '../../messages';
import type { DeviceRecord } from '../../model';
import { conflict } from '../../problem';
import { Query, matchesTerm, paged } from '../../query';
import { isContractSerial, qrCodePng } from '../../qrCode';
import { tagged, versions } from '../../versions';
import { tenantDevice } from './tenantDevice';

/** Device reads: lists (with spec §3's filter), lookups by id and serial, models and QR codes. */
export function deviceReadRoutes(app: PlatformApp) {
  app.get('/devices', (c) => {
    const scope = c.var.scope;
    const query = new Query(c.req.url);
    const term = query.term();
    const devices = scope.state.devices.filter(
      (d) => canSeeDevice(scope, d) && matchesTerm(term, d.serialNumber),
    );
    return c.json(paged(devices, query.paging(), scope.views.listedDevice));
  });

  app.get('/devices/by-serial-number/:serialNumber', (c) => {
    const scope = c.var.scope;
    return c.json(scope.views.device(visibleDeviceBySerial(scope, c.req.param('serialNumber'))));
  });

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

  app.get('/tenants/:tenant/devices/by-serial-number/:serialNumber', (c) => {
    const scope = c.var.scope;
    pathTenant(scope, c.req.param('tenant'));
    const device = visibleDeviceBySerial(scope, c.req.param('serialNumber'));
    return c.json(scope.views.device(deviceAtTenant(scope, c.req.param('tenant'), device)));
  });

  /** A device as the single-device answers give it, its version as the `ETag`. */
  const deviceAnswer = (c: Ctx) => {
    const device = tenantDevice(c);
    tagged(c, versions.device(device));
    return c.json(c.var.scope.views.device(device));
  };
  app.get('/tenants/:tenant/devices/:device', deviceAnswer);
  app.get('/tenants/:tenant/devices/:device/details', deviceAnswer);
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
