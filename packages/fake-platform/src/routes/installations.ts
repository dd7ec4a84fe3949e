import {
  INSTALLATION_STATUSES,
  isActiveInstallationStatus,
  type InstallationVerification,
  type VerifyingEvent,
} from '@hygiene/api-client';

import type { PlatformApp } from '../context';
import {
  activeInstallation,
  canSeeTenantRecord,
  currentScope,
  newId,
  tick,
  visibleDevice,
  visibleDeviceBySerial,
  visibleInstallation,
} from '../context';
import { FAILING_SERIAL_NUMBER } from '../constants';
import { messages } from '../messages';
import type { EventRecord, InstallationRecord } from '../model';
import { BadRequest, conflict, notFound, serverError } from '../problem';
import { Query, paged } from '../query';
import { bodies, quotas, readJson } from '../validation';
import { requireVersion, versions } from '../versions';

/**
 * What a multipart body adds around its one file (boundaries, the part's headers with a long
 * file name): generous, so the early check on `Content-Length` never refuses an image the
 * file's own size would allow.
 */
const MULTIPART_FRAMING_BYTES = 16 * 1024;

/**
 * Installations. At most one active (Ready or InProgress, either spelling) per device: creating
 * another answers 409. Only an active installation may change status or be completed.
 */
export function installationRoutes(app: PlatformApp) {
  const listQuery = (url: string) => {
    const query = new Query(url);
    const tenant = query.string('tenantIdentifierFilter') || undefined;
    const statuses = new Set(query.oneOfEach('installationStatusFilter', INSTALLATION_STATUSES));
    const keep = (i: InstallationRecord) =>
      (tenant === undefined || i.tenant === tenant) &&
      (statuses.size === 0 || statuses.has(i.status));
    return { query, keep };
  };
  const newestFirst = (a: InstallationRecord, b: InstallationRecord) =>
    a.created < b.created ? 1 : a.created > b.created ? -1 : 0;

  app.get('/devices/:id/installations', (c) => {
    const scope = c.var.scope;
    const device = visibleDevice(scope, c.req.param('id'));
    const { query, keep } = listQuery(c.req.url);
    const installations = (scope.index.installationsByDevice.get(device.id) ?? [])
      .filter((i) => canSeeTenantRecord(scope, i) && keep(i))
      .sort(newestFirst);
    return c.json(paged(installations, query.paging(), scope.views.installation));
  });

  app.get('/device-installations', (c) => {
    const scope = c.var.scope;
    const { query, keep } = listQuery(c.req.url);
    const installations = scope.state.installations
      .filter((i) => canSeeTenantRecord(scope, i) && keep(i))
      .sort(newestFirst);
    return c.json(paged(installations, query.paging(), scope.views.installation));
  });

  app.post('/device-installations', async (c) => {
    const scope = c.var.scope;
    const body = await readJson(c.req.raw, bodies.createInstallation);
    const device = visibleDeviceBySerial(scope, body.serialnumber);
    if (!scope.index.tenants.has(body.tenantIdentifier)) {
      throw BadRequest.field(
        'tenantIdentifier',
        messages.unknownId('tenant', body.tenantIdentifier),
      );
    }
    if (device.serialNumber === FAILING_SERIAL_NUMBER) {
      throw serverError(messages.failingSerialNumber(device.serialNumber));
    }
    // A planned room is one of the tenant it is planned at; the installer, a person (no screen
    // user) of the tenant planning it (the provider's installers) or of that tenant (its own).
    const room = body.roomId === undefined ? undefined : scope.index.rooms.get(body.roomId);
    if (body.roomId !== undefined && room?.tenant !== body.tenantIdentifier) {
      throw BadRequest.field('roomId', messages.unknownId('room', body.roomId));
    }
    const installer = body.installer;
    if (
      installer !== undefined &&
      !scope.state.users.some(
        (u) =>
          u.id === installer &&
          u.screen === null &&
          (u.tenant === scope.tenant.identifier || u.tenant === body.tenantIdentifier),
      )
    ) {
      throw BadRequest.field('installer', messages.unknownId('user', installer));
    }
    if (activeInstallation(scope, device.id)) {
      throw conflict(messages.activeInstallationExists(device.serialNumber));
    }
    const installation: InstallationRecord = {
      id: newId(scope.core),
      deviceId: device.id,
      serialnumber: device.serialNumber,
      status: 'Ready',
      tenant: body.tenantIdentifier,
      installer: installer ?? null,
      images: [],
      created: tick(scope.core),
      completion: null,
      roomId: body.roomId ?? null,
      plannedFor: body.plannedFor ?? null,
    };
    scope.state.installations.push(installation);
    return c.json(scope.views.installation(installation));
  });

  app.patch('/device-installations/:id/status', async (c) => {
    const scope = c.var.scope;
    const installation = visibleInstallation(scope, c.req.param('id'));
    const body = await readJson(c.req.raw, bodies.updateInstallationStatus);
    requireVersion(c, versions.installation(installation), 'installation');
    if (!isActiveInstallationStatus(installation.status)) {
      throw conflict(messages.installationNotActive(installation.id));
    }
    installation.status = body.installationStatus;
    tick(scope.core);
    return c.json(scope.views.installation(installation));
  });

  app.put('/device-installations/:id/installer', async (c) => {
    const scope = c.var.scope;
    const installation = visibleInstallation(scope, c.req.param('id'));
    const body = await readJson(c.req.raw, bodies.setInstallationInstaller);
    requireVersion(c, versions.installation(installation), 'installation');
    installation.installer = body.installer;
    tick(scope.core);
    return c.json(scope.views.installation(installation));
  });

  app.post('/device-installations/:id/complete', async (c) => {
    const scope = c.var.scope;
    const installation = visibleInstallation(scope, c.req.param('id'));
    const body = await readJson(c.req.raw, bodies.completeInstallation);
    if (body.serialNumber !== installation.serialnumber) {
      throw BadRequest.field('serialNumber', messages.mustEqualPath('serialnumber'));
    }
    const room = scope.index.rooms.get(body.roomId);
    if (!room || room.tenant !== installation.tenant) {
      throw BadRequest.field('roomId', messages.unknownId('room', body.roomId));
    }
    if (installation.serialnumber === FAILING_SERIAL_NUMBER) {
      throw serverError(messages.failingSerialNumber(installation.serialnumber));
    }
    if (!isActiveInstallationStatus(installation.status)) {
      throw conflict(messages.installationNotActive(installation.id));
    }
    const device = scope.index.devices.get(installation.deviceId);
    const verification = verificationOf(
      scope.core.state.events,
      installation,
      body.verifiedBy,
      device?.batteries?.level ?? null,
    );
    const completed = tick(scope.core);
    installation.status = 'Installed';
    installation.roomId = room.id;
    installation.completion = {
      completed,
      roomId: room.id,
      fluidType: body.fluidType,
      verification,
    };
    if (device) {
      // The device now hangs in that room, at the installation's tenant.
      device.tenant = installation.tenant;
      device.locationType = 'RoomModel';
      device.locationId = room.id;
      device.fluidType = body.fluidType;
    }
    return c.json(scope.views.installation(installation));
  });

  app.post('/device-installations/:id/images', async (c) => {
    // Everything that waits (the upload may stream for seconds) comes first; the record is
    // looked up and written afterwards in one synchronous step, so no save can swap it meanwhile.
    // A body whose declared length cannot hold an image of at most IMAGE_MAX_BYTES plus the
    // multipart framing is refused before this handler parses the form (the body check every
    // request passes has read it once already; the sandbox's gateway caps bodies at 10 MiB).
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared)) quotas.imageSize(declared - MULTIPART_FRAMING_BYTES);
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw BadRequest.field('imageFile', messages.bodyNotMultipart);
    }
    const file = form.get('imageFile');
    if (
      !(file instanceof Blob) ||
      file.size === 0 ||
      (file.type !== '' && !file.type.startsWith('image/'))
    ) {
      throw BadRequest.field('imageFile', messages.imageFile);
    }
    quotas.imageSize(file.size);
    const bytes = new Uint8Array(await file.arrayBuffer());
    // A picture by its bytes, not its label: a text file sent as image/jpeg is refused (issue 46).
    if (!looksLikeImage(bytes)) throw BadRequest.field('imageFile', messages.imageFile);
    const scope = currentScope(c);
    const installation = visibleInstallation(scope, c.req.param('id'));
    quotas.imageCount(installation.images.length);
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    installation.images.push({
      id: newId(scope.core),
      url: `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`,
    });
    tick(scope.core);
    return c.body(null, 204);
  });

  // Extension (issue 46): a wrong picture can go.
  app.delete('/device-installations/:id/images/:imageId', (c) => {
    const scope = c.var.scope;
    const installation = visibleInstallation(scope, c.req.param('id'));
    const imageId = c.req.param('imageId');
    const index = installation.images.findIndex((image) => image.id === imageId);
    if (index === -1) throw notFound(messages.unknownId('image', imageId));
    installation.images.splice(index, 1);
    tick(scope.core);
    return c.body(null, 204);
  });
}

/**
 * Whether the bytes begin as a picture a phone sends does: JPEG, PNG, GIF, WebP, BMP, or an ISO
 * media file of an image brand (HEIC, AVIF). The platform's check; the console checks on its own.
 */
function looksLikeImage(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  return (
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    ascii(0, 8) === '\x89PNG\r\n\x1a\n' ||
    ascii(0, 4) === 'GIF8' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    ascii(0, 2) === 'BM' ||
    (ascii(4, 8) === 'ftyp' && /^(avif|avis|hei[cxms]|hevc|mif1|msf1)$/.test(ascii(8, 12)))
  );
}

/**
 * Issue 51: an installation is verified by the device's own event the wizard saw arrive, looked
 * up among what the platform recorded of that device since the installation was created (the
 * client's word is not enough); without one, or with one it cannot find, it is installed, not
 * verified.
 */
function verificationOf(
  events: readonly EventRecord[],
  installation: InstallationRecord,
  by: VerifyingEvent | null | undefined,
  batteryLevel: number | null,
): InstallationVerification {
  const notVerified: InstallationVerification = {
    status: 'notVerified',
    eventType: null,
    eventTimestamp: null,
    batteryLevel: null,
  };
  if (!by) return notVerified;
  const created = Date.parse(installation.created);
  const at = Date.parse(by.timestamp);
  const event = events.find(
    (e) =>
      e.deviceId === installation.deviceId &&
      e.eventType === by.eventType &&
      // The same instant, however it is written (an offset, more digits).
      Date.parse(e.timestamp) === at &&
      Date.parse(e.receivedOnServer ?? e.timestamp) >= created,
  );
  // One it never received (or no longer keeps) verifies nothing: installed, not verified,
  // rather than an installation the installer can never complete.
  if (!event) return notVerified;
  return {
    status: 'verified',
    eventType: by.eventType,
    eventTimestamp: event.timestamp,
    batteryLevel,
  };
}
