// Generated from openapi/platform.yaml by scripts/generate.ts. Do not edit:
// change the contract and run `pnpm --filter @hygiene/api-client generate`.
/**
 * The answers the client checks: a valibot schema for every schema of the contract an answer
 * uses. `v.object` drops keys the contract does not name, so screens only ever see the fields
 * they were typed with. Sizes (`maxLength`, `maxItems`) are not checked here: they are quotas
 * on what the platform stores, not the shape of what it answers.
 */
import * as v from 'valibot';

import {
  FluidTypeValues,
  LocationObjectTypeValues,
  InstallationStatusValues,
  EventTypeValues,
  AttentionSeverityValues,
  AttentionReasonValues,
  CaseConditionValues,
  CaseStateValues,
} from './enums';

export const TenantSchema = v.object({
  identifier: v.string(),
  name: v.string(),
  realm: v.string(),
});

/** The paging fields of every paged result (§3). `nextPage` is null on the last page. */
export const PageInfoSchema = v.object({
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currentPage: v.pipe(v.number(), v.integer(), v.minValue(0)),
  nextPage: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  totalItems: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalPages: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const TenantPageSchema = v.object({
  ...PageInfoSchema.entries,
  items: v.array(TenantSchema),
});

/**
 * A device's serial number as printed on its label and in its QR code (`HDX3-10020`): letters,
 * digits, `.`, `_` and `-`, beginning with a letter or digit, at most 64 characters
 * (`SERIAL_NUMBER_MAX_LENGTH`, `SERIAL_NUMBER_PATTERN`). Every allowed serial fits a device QR link
 * (a version-40 QR code holds about 2,300 bytes).
 */
export const SerialNumberSchema = v.string();

export const FluidTypeSchema = v.picklist(FluidTypeValues);

export const FluidSchema = v.object({ type: FluidTypeSchema });

/**
 * An id or an identifier a request names: at most 64 characters (`ID_MAX_LENGTH`), room for a UUID,
 * a Keycloak id or a short identifier.
 */
export const IdSchema = v.string();

export const TenantReferenceSchema = v.object({
  identifier: IdSchema,
  name: v.optional(v.string()),
});

export const LocationObjectTypeSchema = v.nullable(v.picklist(LocationObjectTypeValues));

/** Where a device is; `identifier` is the id of the location object of `type`. */
export const DeviceLocationSchema = v.object({
  tenant: v.nullable(TenantReferenceSchema),
  identifier: v.nullable(IdSchema),
  type: v.optional(LocationObjectTypeSchema),
});

/** Battery state; fields added here (the spec names batteries only). */
export const BatteriesSchema = v.object({
  lastChanged: v.optional(v.nullable(v.string())),
  level: v.optional(v.nullable(v.number())),
});

/** Added here for the `status.is-on` filter. */
export const DeviceStatusSchema = v.object({
  isOn: v.boolean(),
  lastMessage: v.optional(v.nullable(v.string())),
});

export const DeviceCommentSchema = v.object({
  id: v.string(),
  text: v.string(),
  created: v.string(),
  edited: v.optional(v.nullable(v.string())),
  author: v.optional(v.nullable(v.string())),
  editedBy: v.optional(v.nullable(v.string())),
  viewerMayEdit: v.optional(v.boolean()),
  viewerMayDelete: v.optional(v.boolean()),
});

export const InstallationStatusSchema = v.picklist(InstallationStatusValues);

export const InstallationImageSchema = v.object({ id: v.optional(v.string()), url: v.string() });

/**
 * Extension, not in the spec (issue 51). 'verified': the platform received the named event of the
 * device after the installation was created, with the battery level the device last reported (null
 * when it reports none). 'notVerified': completed without one ('installed, not verified'), and the
 * event fields are null.
 */
export const InstallationVerificationSchema = v.object({
  status: v.picklist(['verified', 'notVerified']),
  eventType: v.nullable(v.picklist(['HandSense', 'Transaction', 'State'])),
  eventTimestamp: v.nullable(v.string()),
  batteryLevel: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
});

/** What the wizard confirmed when it completed the installation. */
export const InstallationCompletionDataSchema = v.object({
  completed: v.optional(v.string()),
  roomId: v.optional(v.string()),
  fluidType: v.optional(FluidTypeSchema),
  verification: v.optional(InstallationVerificationSchema),
});

/**
 * A name people give and read in lists, menus and on the floor plan (a section, premise, floor,
 * room, room type; a person's first or last name): at most 100 characters (`NAME_MAX_LENGTH`),
 * after trimming. The longest Norwegian ward or building names are about 60; a name of 100,000
 * characters froze the Sections screen for a minute.
 */
export const NameSchema = v.string();

/**
 * Extension, not in the spec (optional): the version of the record as stored, in answers (a write
 * ignores it). A single record's GET carries it as its `ETag` too, quoted. A write that must not
 * overwrite a change made meanwhile sends it back as `If-Match` and answers 412 when the record is
 * at another version. It changes with what people edit, not with what devices report (a dispenser's
 * messages do not make its edit stale).
 */
export const VersionSchema = v.string();

export const FloorSchema = v.object({
  id: v.string(),
  name: NameSchema,
  number: v.pipe(v.number(), v.integer()),
  premiseId: v.optional(v.string()),
  sectionId: v.optional(v.string()),
  version: v.optional(VersionSchema),
});

export const RoomTypeSchema = v.object({
  id: v.string(),
  name: NameSchema,
  useForCompliance: v.boolean(),
  version: v.optional(VersionSchema),
});

export const RoomSchema = v.object({
  id: v.string(),
  name: NameSchema,
  floor: v.nullable(FloorSchema),
  type: v.nullable(RoomTypeSchema),
  sectionId: v.string(),
  version: v.optional(VersionSchema),
});

export const DeviceInstallationSchema = v.object({
  id: v.string(),
  serialnumber: v.string(),
  installationStatus: InstallationStatusSchema,
  tenant: TenantReferenceSchema,
  tenantIdentifier: v.string(),
  installer: v.optional(v.nullable(v.string())),
  images: v.optional(v.array(InstallationImageSchema)),
  created: v.string(),
  completion: v.optional(v.nullable(InstallationCompletionDataSchema)),
  room: v.optional(v.nullable(RoomSchema)),
  plannedFor: v.optional(v.nullable(v.string())),
  installerName: v.optional(v.nullable(v.string())),
  version: v.optional(VersionSchema),
});

export const DeviceSchema = v.object({
  id: v.string(),
  serialNumber: SerialNumberSchema,
  fluid: v.nullable(FluidSchema),
  location: v.nullable(DeviceLocationSchema),
  powerSource: v.optional(v.nullable(v.string())),
  batteries: v.optional(v.nullable(BatteriesSchema)),
  status: v.optional(v.nullable(DeviceStatusSchema)),
  comments: v.optional(v.array(DeviceCommentSchema)),
  deviceInstallation: v.nullable(DeviceInstallationSchema),
  onlineEventCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  modelId: v.optional(v.nullable(v.string())),
  version: v.optional(VersionSchema),
});

/**
 * A page of devices, lean: its items carry no `comments` and their `deviceInstallation` no `images`
 * (no list screen shows them, and a page of 1,000 devices would carry every comment and picture of
 * the tenant). The single-device answers carry both.
 */
export const DevicePageSchema = v.object({
  ...PageInfoSchema.entries,
  items: v.array(DeviceSchema),
});

export const DeviceModelSchema = v.object({
  id: v.string(),
  name: v.string(),
  serialNumberPrefix: v.string(),
  description: v.nullable(v.string()),
});

export const DeviceModelPageSchema = v.object({
  ...PageInfoSchema.entries,
  items: v.array(DeviceModelSchema),
});

export const ProvisionResultSchema = v.object({
  serialNumbers: v.array(v.string()),
  successfullyProvisioned: v.pipe(v.number(), v.integer(), v.minValue(0)),
  devicesRequested: v.pipe(v.number(), v.integer(), v.minValue(0)),
  devices: v.optional(v.array(v.object({ id: v.string(), serialNumber: v.string() }))),
  alreadyRegistered: v.optional(v.array(v.string())),
});

export const EventTypeSchema = v.picklist(EventTypeValues);

export const BluetoothEventSchema = v.object({
  address: v.string(),
  rssi: v.number(),
  timestamp: v.string(),
});

export const TransactionEventSchema = v.object({
  userGroupId: v.nullable(v.string()),
  shiftTypeId: v.nullable(v.string()),
  sectionId: v.nullable(v.string()),
  timestamp: v.string(),
});

export const CounterEventSchema = v.object({
  revision: v.pipe(v.number(), v.integer()),
  counterNumber: v.pipe(v.number(), v.integer()),
  counterValue: v.pipe(v.number(), v.integer()),
});

/**
 * A battery level a device measured (added here, x-extension): battery-powered dispensers report it
 * with their CapacitorVoltage events; the platform keeps the latest as the device's
 * `batteries.level`.
 */
export const BatteryReportSchema = v.object({
  level: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
});

/**
 * One event. `event` is the event's name; `eventType` its type. The nested objects carry the
 * type-specific fields when the event has them.
 */
export const DeviceEventSchema = v.object({
  eventType: EventTypeSchema,
  event: v.string(),
  deviceId: v.string(),
  timestamp: v.string(),
  receivedOnServer: v.nullable(v.string()),
  source: v.optional(v.nullable(v.string())),
  bluetooth: v.optional(v.nullable(BluetoothEventSchema)),
  transaction: v.optional(v.nullable(TransactionEventSchema)),
  counter: v.optional(v.nullable(CounterEventSchema)),
  battery: v.optional(v.nullable(BatteryReportSchema)),
});

export const DeviceEventPageSchema = v.object({
  ...PageInfoSchema.entries,
  items: v.array(DeviceEventSchema),
});

export const DeviceInstallationPageSchema = v.object({
  ...PageInfoSchema.entries,
  items: v.array(DeviceInstallationSchema),
});

export const SectionSchema = v.object({
  id: v.string(),
  name: NameSchema,
  version: v.optional(VersionSchema),
});

export const SectionPageSchema = v.object({
  ...PageInfoSchema.entries,
  items: v.array(SectionSchema),
});

export const FloorPageSchema = v.object({ ...PageInfoSchema.entries, items: v.array(FloorSchema) });

export const RoomPageSchema = v.object({ ...PageInfoSchema.entries, items: v.array(RoomSchema) });

export const RoomTypePageSchema = v.object({
  ...PageInfoSchema.entries,
  items: v.array(RoomTypeSchema),
});

export const GeoLocationSchema = v.object({
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});

export const PremiseSchema = v.object({
  id: v.string(),
  name: NameSchema,
  sectionId: v.optional(v.string()),
  location: v.optional(v.nullable(GeoLocationSchema)),
  version: v.optional(VersionSchema),
});

export const PremisePageSchema = v.object({
  ...PageInfoSchema.entries,
  items: v.array(PremiseSchema),
});

/** A floor plan of a floor or a room; `map` is a JSON array the console does not interpret. */
export const FloorPlanSchema = v.object({
  map: v.array(v.unknown()),
  version: v.optional(v.string()),
});

/**
 * An e-mail address: one `@` with text and no spaces on both sides, at most 254 characters
 * (`EMAIL_MAX_LENGTH`, the longest address SMTP delivers; RFC 5321 §4.5.3.1). Whether it reaches
 * someone is the identity provider's check, not the pattern's.
 */
export const EmailSchema = v.string();

/** An id and a name, as users carry their groups and allowed sections. */
export const NamedReferenceSchema = v.object({ id: v.string(), name: v.string() });

export const UserSchema = v.object({
  id: v.string(),
  email: EmailSchema,
  firstName: NameSchema,
  lastName: NameSchema,
  tenant: v.nullable(TenantReferenceSchema),
  groups: v.array(NamedReferenceSchema),
  allowedSections: v.array(NamedReferenceSchema),
  version: v.optional(VersionSchema),
});

export const UserPageSchema = v.object({ ...PageInfoSchema.entries, items: v.array(UserSchema) });

/** A group (role). */
export const GroupSchema = v.object({ id: v.string(), name: v.string() });

export const GroupListSchema = v.object({ items: v.array(GroupSchema) });

/** A screen type; firstName and lastName prefill device type and specs. */
export const ScreenOptionSchema = v.object({
  displayName: v.string(),
  firstName: v.string(),
  lastName: v.string(),
});

/** The tenant used for maintenance and installation planning. */
export const ServiceTenantSchema = v.object({
  ...TenantSchema.entries,
  serviceTimeEnd: v.nullable(v.string()),
});

/**
 * Added here (x-extension, see GET /tenants/{tenant}/maintenance): one tenant's maintenance status
 * as that tenant may read it.
 */
export const TenantMaintenanceSchema = v.object({
  tenantIdentifier: v.string(),
  inMaintenance: v.boolean(),
  serviceTimeEnd: v.nullable(v.string()),
});

export const AttentionSeveritySchema = v.picklist(AttentionSeverityValues);

export const AttentionReasonSchema = v.picklist(AttentionReasonValues);

/** One reason a device is on the worklist. */
export const AttentionFindingSchema = v.object({
  reason: AttentionReasonSchema,
  severity: AttentionSeveritySchema,
  since: v.nullable(v.string()),
  batteryLevel: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100)))),
});

export const AttentionFloorSchema = v.object({
  id: v.string(),
  name: v.string(),
  number: v.pipe(v.number(), v.integer()),
});

export const CaseConditionSchema = v.picklist(CaseConditionValues);

export const CaseStateSchema = v.picklist(CaseStateValues);

/** A person a case names (who acknowledged, who it is given to) or may be given to. */
export const CasePersonSchema = v.object({
  id: v.string(),
  name: v.string(),
  me: v.optional(v.boolean()),
});

export const CaseAcknowledgementSchema = v.object({ at: v.string(), by: CasePersonSchema });

/**
 * How a case ended (`how`). `device`: the device said so (`event` names its message: Refilled,
 * BatteryChanged, MotorRun, or any message after silence); `hand`: a person (`by`), with a note, or
 * by a write that ended it (new batteries set in the console); `thresholds`: the tenant's
 * thresholds changed and the device no longer needs anyone.
 */
export const CaseResolutionSchema = v.object({
  at: v.string(),
  how: v.picklist(['device', 'hand', 'thresholds']),
  event: v.nullable(v.string()),
  note: v.nullable(v.string()),
  by: v.nullable(CasePersonSchema),
});

/**
 * One case: a device's condition from when the worklist found it until it was resolved. `reason`
 * and `severity` are the latest (Low fluid becoming Empty updates the case); `since` is when the
 * problem began, `openedAt` when the case opened. The minutes are null until the case got that far.
 */
export const CaseSchema = v.object({
  id: v.string(),
  deviceId: v.string(),
  serialNumber: v.string(),
  condition: CaseConditionSchema,
  reason: AttentionReasonSchema,
  severity: AttentionSeveritySchema,
  state: CaseStateSchema,
  since: v.nullable(v.string()),
  openedAt: v.string(),
  updatedAt: v.string(),
  reports: v.pipe(v.number(), v.integer(), v.minValue(1)),
  acknowledged: v.nullable(CaseAcknowledgementSchema),
  assignee: v.nullable(CasePersonSchema),
  resolved: v.nullable(CaseResolutionSchema),
  premise: v.nullable(NamedReferenceSchema),
  room: v.nullable(NamedReferenceSchema),
  minutesToAcknowledge: v.nullable(v.pipe(v.number(), v.minValue(0))),
  minutesToResolve: v.nullable(v.pipe(v.number(), v.minValue(0))),
});

/**
 * A device that needs attention, with where it is. Its findings are worst first; its severity is
 * the worst of them. A location it is not placed under is null.
 */
export const AttentionItemSchema = v.object({
  deviceId: v.string(),
  serialNumber: v.string(),
  severity: AttentionSeveritySchema,
  findings: v.array(AttentionFindingSchema),
  section: v.nullable(NamedReferenceSchema),
  premise: v.nullable(NamedReferenceSchema),
  floor: v.nullable(AttentionFloorSchema),
  room: v.nullable(NamedReferenceSchema),
  cases: v.optional(v.array(CaseSchema)),
});

/** A page of the worklist. */
export const AttentionPageSchema = v.object({
  ...PageInfoSchema.entries,
  items: v.array(AttentionItemSchema),
});

export const AttentionReasonCountSchema = v.object({
  reason: AttentionReasonSchema,
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/**
 * How many devices under one location (a section, premise or floor) need attention, and how many of
 * them are critical.
 */
export const AttentionCountSchema = v.object({
  id: v.string(),
  name: v.string(),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  critical: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/**
 * Counts of the worklist (added here, see GET /tenants/{tenant}/attention/summary). A device counts
 * once in `total`, and once under each of its reasons. Locations without a device that needs
 * attention are left out.
 */
export const AttentionSummarySchema = v.object({
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  critical: v.pipe(v.number(), v.integer(), v.minValue(0)),
  reasons: v.array(AttentionReasonCountSchema),
  sections: v.array(AttentionCountSchema),
  premises: v.array(AttentionCountSchema),
  floors: v.array(AttentionCountSchema),
});

/**
 * A tenant's thresholds for the worklist (added here, see GET
 * /tenants/{tenant}/attention/thresholds). A battery at or under `criticalBatteryPercent` is
 * critical, at or under `lowBatteryPercent` low; a device is offline when its last message is more
 * than `offlineAfterMinutes` old. The defaults (20 %, 10 %, 2 hours) are those of the dispenser
 * systems tenants know.
 */
export const AttentionThresholdsSchema = v.object({
  lowBatteryPercent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  criticalBatteryPercent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
  offlineAfterMinutes: v.pipe(v.number(), v.integer(), v.minValue(5), v.maxValue(10080)),
});

/** A tenant's thresholds as the platform answers them, with their version. */
export const StoredAttentionThresholdsSchema = v.object({
  ...AttentionThresholdsSchema.entries,
  version: v.optional(VersionSchema),
});

/** A page of cases. */
export const CasePageSchema = v.object({ ...PageInfoSchema.entries, items: v.array(CaseSchema) });

/** One premise's week of cases (see GET /tenants/{tenant}/cases/times). */
export const CaseWeekSchema = v.object({
  premise: v.nullable(NamedReferenceSchema),
  weekStart: v.string(),
  opened: v.pipe(v.number(), v.integer(), v.minValue(0)),
  acknowledged: v.pipe(v.number(), v.integer(), v.minValue(0)),
  resolved: v.pipe(v.number(), v.integer(), v.minValue(0)),
  medianMinutesToAcknowledge: v.nullable(v.pipe(v.number(), v.minValue(0))),
  medianMinutesToResolve: v.nullable(v.pipe(v.number(), v.minValue(0))),
});

export const CaseTimesSchema = v.object({
  weeks: v.pipe(v.number(), v.integer(), v.minValue(1)),
  rows: v.array(CaseWeekSchema),
});

/** The bell (see GET /tenants/{tenant}/notifications). */
export const UnreadCasesSchema = v.object({
  unread: v.pipe(v.number(), v.integer(), v.minValue(0)),
  items: v.array(CaseSchema),
});

/**
 * Where a person is told: the console's bell, e-mail (to the address the identity provider has for
 * them), web push (to every browser they turned it on in).
 */
export const NotificationChannelsSchema = v.object({
  console: v.boolean(),
  email: v.boolean(),
  push: v.boolean(),
});

/** A time of day, hours and minutes on the 24-hour clock (`07:00`, `22:30`). */
export const ClockTimeSchema = v.string();

/**
 * Hours (the tenant's time, Europe/Oslo) when only critical cases are sent; the rest wait until the
 * hours end. `from` after `to` spans midnight.
 */
export const QuietHoursSchema = v.object({ from: ClockTimeSchema, to: ClockTimeSchema });

/**
 * What a person is told about and how (a person's settings, and the defaults for a person who saved
 * none). Empty `sectionIds` and `premiseIds`: everywhere. `onDuty`: told when a case opens; a
 * person off duty is told only what is escalated to them.
 */
export const NotificationRulesSchema = v.object({
  onDuty: v.boolean(),
  reasons: v.array(AttentionReasonSchema),
  severities: v.array(AttentionSeveritySchema),
  sectionIds: v.array(IdSchema),
  premiseIds: v.array(IdSchema),
  channels: NotificationChannelsSchema,
  quietHours: v.nullable(QuietHoursSchema),
  language: v.picklist(['nb', 'en']),
});

/** A person's settings as the platform answers them. */
export const NotificationPreferencesSchema = v.object({
  ...NotificationRulesSchema.entries,
  person: CasePersonSchema,
  email: v.nullable(v.string()),
  saved: v.boolean(),
});

/**
 * Who is told when a case stays unacknowledged `afterMinutes` after it opened (once per case).
 * Acknowledging stops it.
 */
export const EscalationSchema = v.object({
  afterMinutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1440)),
  personIds: v.array(IdSchema),
});

/**
 * How a tenant's messages are grouped and escalated (added here, see GET
 * /tenants/{tenant}/notifications/policy). One message per person carries the cases of one round:
 * the first waits `groupWaitSeconds` for others to join it, the next goes no sooner than
 * `groupIntervalMinutes` after the last; a case still open and unacknowledged is sent again every
 * `repeatIntervalMinutes`. Defaults: Grafana's (30 s, 5 min, 4 h).
 */
export const NotificationPolicySchema = v.object({
  groupWaitSeconds: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600)),
  groupIntervalMinutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1440)),
  repeatIntervalMinutes: v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(10080)),
  escalation: v.nullable(EscalationSchema),
  defaults: NotificationRulesSchema,
});

export const PushSettingsSchema = v.object({
  publicKey: v.nullable(v.string()),
  subscriptions: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** A maintenance user session (dayCreated and index are added by the console). */
export const UserSessionSchema = v.object({
  id: v.string(),
  created: v.string(),
  tenantIdentifier: v.optional(v.string()),
  userId: v.optional(v.string()),
});

export const UserSessionPageSchema = v.object({
  ...PageInfoSchema.entries,
  items: v.array(UserSessionSchema),
});

/** A device's usage session; fields beyond id and created are added here. */
export const DeviceSessionSchema = v.object({
  id: v.string(),
  created: v.string(),
  deviceId: v.optional(v.string()),
  tenantIdentifier: v.optional(v.string()),
  stopped: v.optional(v.nullable(v.string())),
});

export const DeviceSessionPageSchema = v.object({
  ...PageInfoSchema.entries,
  items: v.array(DeviceSessionSchema),
});
