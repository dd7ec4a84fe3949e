/**
 * Texts the fake platform sends: problem+json titles and details (the console never shows them
 * word for word, its texts are its own catalogue's, but tests and the sandbox's logs do), and the
 * e-mail and push messages of its notifier in Norwegian and English.
 */
import type { Access, AttentionReason, Area, Case } from '@hygiene/api-client';

import type { MessageKind } from './notifier';

export const messages = {
  badRequestTitle: 'One or more validation errors occurred.',
  notFoundTitle: 'Not Found',
  conflictTitle: 'Conflict',
  serverErrorTitle: 'Internal Server Error',
  unauthorizedTitle: 'Unauthorized',
  forbiddenTitle: 'Forbidden',
  tenantHeaderMissing: (header: string) => `The header '${header}' is required.`,
  tenantUnknown: (header: string, tenant: string) =>
    `The header '${header}' names no known tenant: '${tenant}'.`,
  bearerMissing: 'A bearer token is required (Authorization: Bearer <token>).',
  forbidden: (tenant: string) => `Access to tenant '${tenant}' is not allowed.`,
  bodyNotJson: 'The request body is not valid JSON.',
  bodyNotMultipart: 'The request body is not multipart/form-data.',
  unsupportedMediaTypeTitle: 'Unsupported Media Type',
  unsupportedMediaType: (label: string, accepted: readonly string[]) =>
    accepted.length === 0
      ? `This call takes no body (it was labelled '${label || 'nothing'}').`
      : `This call takes ${accepted.join(' or ')}, not '${label || 'an unlabelled body'}'.`,
  unprocessableTitle: 'Unprocessable Content',
  tooDeep: (limit: number) => `The JSON body nests deeper than ${limit} levels.`,
  criticalBatteryNotBelowLow: (low: number) => `Must be below the low battery threshold (${low}).`,
  notFound: (what: string, id: string) => `No ${what} with id '${id}' in this tenant.`,
  caseResolved: (id: string) =>
    `The case '${id}' is resolved already; a new report opens a new case.`,
  unknownPerson: (id: string) =>
    `No person '${id}' at this tenant: choose one of GET /tenants/{tenant}/cases/people.`,
  unknownPlace: (id: string) => `No section or premise '${id}' at this tenant.`,
  routeNotFound: (method: string, path: string) => `No route for ${method} ${path}.`,
  activeInstallationExists: (serial: string) =>
    `Device '${serial}' already has an active installation (Ready or InProgress).`,
  installationNotActive: (id: string) => `Installation '${id}' is no longer active.`,
  roomTypeExists: (name: string) => `Room type already exists: '${name}'.`,
  serialNumberBreaksContract: (max: number) =>
    `This device's serial number was stored before serial numbers were limited (at most ${max} letters, digits, '.', '_' or '-'); give it one that is, then ask for its QR code again.`,
  serialNumberExists: (serial: string) => `A device with serial number '${serial}' exists.`,
  emailExists: (email: string) => `A user with email '${email}' exists.`,
  floorPlanExists: 'A floor plan exists; update it with PUT.',
  preconditionFailedTitle: 'Precondition Failed',
  recordChanged: (what: string, current: string) =>
    `The ${what} changed since it was read (it is at version ${current} now); nothing was saved.`,
  inUse: (what: string, under: string) =>
    `The ${what} cannot be removed while ${under}; nothing was removed.`,
  inUseReasons: {
    premises: 'premises are in it',
    floors: 'floors are in it',
    rooms: 'rooms are on it',
    roomsOfType: 'rooms are of this type',
    devices: 'devices are placed at it',
    installations: 'an installation for it is active',
  },
  deviceSessionStopped: (id: string) => `Device session '${id}' is already stopped.`,
  injectedFailure: 'Failure injected by the fake platform (failNext).',
  notYourComment: 'A comment is edited by its author only.',
  notYourCommentToDelete: 'A comment is deleted by its author or an administrator.',
  serialCountMismatch: (serials: number, count: number) =>
    `Holds ${serials} serial numbers where numberOfNewDevices is ${count}: they must be equal.`,
  serialOfAnotherModel: (serial: string, prefix: string) =>
    `'${serial}' is not a serial number of this model: it must begin with '${prefix}-'.`,
  serialTwice: (serial: string) => `'${serial}' is listed more than once.`,
  failingSerialNumber: (serial: string) =>
    `The platform failed for '${serial}' (the fake platform's failing serial number).`,
  required: 'Required.',
  notEmpty: 'Must not be empty.',
  unknownId: (what: string, id: string) => `No ${what} with id '${id}'.`,
  mustEqualPath: (field: string) => `Must equal the '${field}' of the path.`,
  integer: 'Must be an integer.',
  integerAtLeast: (min: number) => `Must be an integer of at least ${min}.`,
  integerBetween: (min: number, max: number) => `Must be an integer from ${min} to ${max}.`,
  numberAtLeast: (min: number) => `Must be a number of at least ${min}.`,
  numberBetween: (min: number, max: number) => `Must be a number from ${min} to ${max}.`,
  array: 'Must be a JSON array.',
  dateTime: 'Must be a date and time in ISO 8601 (for example 2026-11-16T09:30:00Z).',
  date: 'Must be a day in ISO 8601 (for example 2026-12-01).',
  boolean: "Must be 'true' or 'false'.",
  number: 'Must be a number.',
  oneOf: (values: readonly string[]) => `Must be one of ${values.join(', ')}.`,
  object: 'Must be a JSON object.',
  wellFormed: 'Must be well-formed Unicode (it holds a lone surrogate).',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  tooMany: (max: number) => `Must hold at most ${max} items.`,
  pattern: {
    SerialNumber:
      "Must be a serial number: letters, digits, '.', '_' and '-', beginning with a letter or digit.",
    Email: "Must be an e-mail address: text, one '@', text, and no spaces.",
    ClockTime: 'Must be a time of day as HH:MM on the 24-hour clock, such as 07:00 or 22:30.',
  },
  imageFile: 'Must be one image file.',
  contentTooLargeTitle: 'Content Too Large',
  commentTooLong: (max: number, length: number) =>
    `A comment may be at most ${max} characters; this one has ${length}.`,
  imageTooLarge: (maxBytes: number) =>
    `An image may be at most ${maxBytes} bytes (${maxBytes / (1024 * 1024)} MiB).`,
  tooManyImages: (max: number) => `An installation may have at most ${max} images.`,
  floorPlanTooLarge: (max: number, count: number) =>
    `A floor plan may have at most ${max} entries; this one has ${count}.`,
  serviceUnavailableTitle: 'Service Unavailable',
  badPercentEncoding: 'The path has a malformed percent-encoding.',
  otherTenantNamed: (place: string, tenant: string) =>
    `No tenant '${tenant}' in reach of this tenant (${place}).`,
  stateReplaced:
    "The platform's state was replaced while the request ran; nothing was saved. Try again.",
  serviceTenantOnly: "Maintenance is for the service tenant's staff only.",
  /** What reading or writing an area of the roles table is, to start a refusal with. */
  roleActions: {
    tenants: { read: 'Reading tenants', write: 'Changing tenants' },
    devices: {
      read: 'Reading devices',
      write: 'Changing devices (fluid, batteries, power source, comments, location)',
    },
    events: { read: 'Reading device events', write: 'Recording device events' },
    provisioning: { read: 'Reading provisioning', write: 'Provisioning and registering devices' },
    locations: {
      read: 'Reading locations',
      write: 'Adding sections, premises, floors, rooms and room types, and setting coordinates',
    },
    'floor-plans': { read: 'Reading floor plans', write: 'Saving floor plans' },
    users: {
      read: 'Reading users and groups',
      write: 'Inviting, changing and deleting users',
    },
    'screen-users': { read: 'Reading screen users', write: 'Adding screen users' },
    installations: { read: 'Reading installations', write: 'Installing devices' },
    maintenance: { read: 'Reading maintenance', write: 'Starting and ending maintenance' },
    attention: {
      read: 'Reading the attention worklist, its thresholds and the notification policy',
      write: 'Changing the attention thresholds and the notification policy',
    },
    cases: { read: 'Reading cases', write: 'Acknowledging, assigning and resolving cases' },
    notifications: {
      read: 'Reading your notifications',
      write: 'Changing your notification settings',
    },
  } satisfies Record<Area, Record<Access, string>>,
  /** '{action} needs the role {needed}; you have {has}.' (the roles of the table only). */
  roleMissing: (action: string, needed: readonly string[], has: readonly string[]) =>
    `${action} needs the role ${needed.join(' or ')}; you have ${
      has.length === 0 ? 'no role of the roles table' : has.join(' and ')
    }.`,
} as const;

/**
 * What the platform's e-mail and push messages say (issue 50), in the person's language: the
 * console's words for the reasons, where each dispenser is, and what to do. Plain text only:
 * names people gave (rooms, premises) are never markup.
 */
interface Texts {
  subject: (kind: MessageKind, cases: readonly Case[], total: number, tenantName: string) => string;
  body: (kind: MessageKind, cases: readonly Case[], total: number, tenantName: string) => string;
  reason: Record<AttentionReason, string>;
  open: string;
  unsubscribe: { email: string; push: string };
}

const place = (c: Case, unplaced: string) =>
  [c.premise?.name, c.room?.name].filter(Boolean).join(', ') || unplaced;

const en: Texts = {
  reason: {
    empty: 'Empty',
    lowFluid: 'Low fluid',
    criticalBattery: 'Battery critical',
    lowBattery: 'Battery low',
    offline: 'Offline',
    motorStuck: 'Motor stuck',
  },
  subject: (kind, cases, total, tenantName) => {
    const first = cases[0]!;
    const what = `${en.reason[first.reason]}: ${first.serialNumber}`;
    const more = total > 1 ? ` and ${total - 1} more` : '';
    const lead =
      kind === 'escalated' ? 'Not acknowledged: ' : kind === 'repeat' ? 'Still open: ' : '';
    return `${lead}${what}${more} (${tenantName})`;
  },
  body: (kind, cases, total, tenantName) =>
    [
      kind === 'escalated'
        ? `Nobody has acknowledged these at ${tenantName} yet:`
        : kind === 'repeat'
          ? `Still open and not acknowledged at ${tenantName}:`
          : `Needs attention at ${tenantName}:`,
      '',
      ...cases.map((c) => `- ${en.reason[c.reason]}: ${c.serialNumber}, ${place(c, 'not placed')}`),
      ...(total > cases.length
        ? [`… and ${total - cases.length} more: the worklist has them all.`]
        : []),
    ].join('\n'),
  open: 'Open in the console',
  unsubscribe: { email: 'Stop these e-mails', push: 'Stop push messages' },
};

const nb: Texts = {
  reason: {
    empty: 'Tom',
    lowFluid: 'Lite væske',
    criticalBattery: 'Kritisk batteri',
    lowBattery: 'Lavt batteri',
    offline: 'Frakoblet',
    motorStuck: 'Motoren sitter fast',
  },
  subject: (kind, cases, total, tenantName) => {
    const first = cases[0]!;
    const what = `${nb.reason[first.reason]}: ${first.serialNumber}`;
    const more = total > 1 ? ` og ${total - 1} til` : '';
    const lead =
      kind === 'escalated' ? 'Ikke kvittert: ' : kind === 'repeat' ? 'Fortsatt åpen: ' : '';
    return `${lead}${what}${more} (${tenantName})`;
  },
  body: (kind, cases, total, tenantName) =>
    [
      kind === 'escalated'
        ? `Ingen har kvittert for disse hos ${tenantName} ennå:`
        : kind === 'repeat'
          ? `Fortsatt åpne og ikke kvittert hos ${tenantName}:`
          : `Trenger tilsyn hos ${tenantName}:`,
      '',
      ...cases.map(
        (c) => `- ${nb.reason[c.reason]}: ${c.serialNumber}, ${place(c, 'ikke plassert')}`,
      ),
      ...(total > cases.length
        ? [`… og ${total - cases.length} til: arbeidslisten har alle.`]
        : []),
    ].join('\n'),
  open: 'Åpne i konsollen',
  unsubscribe: { email: 'Stopp disse e-postene', push: 'Stopp push-meldinger' },
};

/** The texts per language. */
export const notificationTexts: Record<'nb' | 'en', Texts> = { en, nb };
