// Generated from openapi/platform.yaml by scripts/generate.ts. Do not edit:
// change the contract and run `pnpm --filter @hygiene/api-client generate`.
/**
 * The JSON request bodies of the contract, by operationId, as valibot validators a platform (the
 * fake platform, a test server) checks a request with before it changes anything. A failing body
 * answers 422 with the messages passed in. A `minLength: 1` string is trimmed and must not be
 * blank; every string is well-formed Unicode within its `maxLength` and `pattern`, every
 * list within its `maxItems`; sizes marked `x-quota` are the platform's own checks (413).
 */
import * as v from 'valibot';

import {
  PowerSourceValues,
  LocationObjectTypeValues,
  FluidTypeValues,
  InstallationStatusValues,
  AttentionReasonValues,
  AttentionSeverityValues,
} from './enums';

/** No lone surrogate (strict JSON readers refuse a whole answer that holds one). */
const isWellFormed = (text: string) => !/\p{Cs}/u.test(text);

/** A JSON object, not an array or null. */
const isPlainObject = (input: unknown): input is object =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** The texts a refused body names its fields with. */
export interface RequestBodyMessages {
  /** A field that is missing or of another type. */
  required: string;
  /** A string that is blank after trimming, or a list that must not be empty. */
  notEmpty: string;
  integer: string;
  number: string;
  boolean: string;
  /** A field that must be a JSON array. */
  array: string;
  /** A date that must be an ISO 8601 timestamp. */
  dateTime: string;
  /** A day that must be an ISO 8601 date (`2026-12-01`). */
  date: string;
  oneOf: (values: readonly string[]) => string;
  integerBetween: (min: number, max: number) => string;
  integerAtLeast: (min: number) => string;
  numberBetween: (min: number, max: number) => string;
  numberAtLeast: (min: number) => string;
  /** A value that must be a JSON object (not an array). */
  object: string;
  /** A string with a lone surrogate (not well-formed Unicode). */
  wellFormed: string;
  /** A string longer than `max` characters (UTF-16 code units, as a browser counts). */
  tooLong: (max: number) => string;
  /** A list longer than `max` items. */
  tooMany: (max: number) => string;
  /** A string that does not match its component's pattern, by component. */
  pattern: { SerialNumber: string; Email: string; ClockTime: string };
}

/** The validators of every JSON request body, keyed by the operationId that takes it. */
export function requestBodySchemas(m: RequestBodyMessages) {
  const SerialNumber = v.pipe(
    v.string(m.required),
    v.check(isWellFormed, m.wellFormed),
    v.trim(),
    v.nonEmpty(m.notEmpty),
    v.maxLength(64, m.tooLong(64)),
    v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/u, m.pattern.SerialNumber),
  );
  const Id = v.pipe(
    v.string(m.required),
    v.check(isWellFormed, m.wellFormed),
    v.trim(),
    v.nonEmpty(m.notEmpty),
    v.maxLength(64, m.tooLong(64)),
  );
  const DeviceCreate = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object({ serialNumber: SerialNumber, modelId: v.optional(Id) }, m.required),
  );
  const PowerSource = v.picklist(PowerSourceValues, m.oneOf(PowerSourceValues));
  const PowerSourceUpdate = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object({ powerSource: PowerSource }, m.required),
  );
  const DeviceCommentInput = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        text: v.pipe(
          v.string(m.required),
          v.check(isWellFormed, m.wellFormed),
          v.trim(),
          v.nonEmpty(m.notEmpty),
        ),
      },
      m.required,
    ),
  );
  const TenantReference = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        identifier: Id,
        name: v.optional(
          v.pipe(
            v.string(m.required),
            v.check(isWellFormed, m.wellFormed),
            v.maxLength(100, m.tooLong(100)),
          ),
        ),
      },
      m.required,
    ),
  );
  const LocationObjectType = v.nullable(
    v.picklist(LocationObjectTypeValues, m.oneOf(LocationObjectTypeValues)),
  );
  const DeviceLocation = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        tenant: v.nullable(TenantReference),
        identifier: v.nullable(Id),
        type: v.optional(LocationObjectType),
      },
      m.required,
    ),
  );
  const DeviceUpdate = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        serialNumber: v.optional(SerialNumber),
        powerSource: v.optional(v.nullable(PowerSource)),
        location: v.optional(DeviceLocation),
      },
      m.required,
    ),
  );
  const FluidType = v.picklist(FluidTypeValues, m.oneOf(FluidTypeValues));
  const Fluid = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object({ type: FluidType }, m.required),
  );
  const BatteryChange = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        changed: v.optional(
          v.pipe(
            v.string(m.required),
            v.check(isWellFormed, m.wellFormed),
            v.isoTimestamp(m.dateTime),
          ),
        ),
      },
      m.required,
    ),
  );
  const ProvisionRequest = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        deviceSpecification: v.pipe(
          v.custom<object>(isPlainObject, m.object),
          v.object({ modelId: Id }, m.required),
        ),
        numberOfNewDevices: v.pipe(
          v.number(m.integer),
          v.integer(m.integer),
          v.minValue(1, m.integerBetween(1, 100)),
          v.maxValue(100, m.integerBetween(1, 100)),
        ),
        serialNumbers: v.optional(
          v.pipe(v.array(SerialNumber, m.array), v.maxLength(100, m.tooMany(100))),
        ),
      },
      m.required,
    ),
  );
  const InstallationCreate = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        serialnumber: SerialNumber,
        tenantIdentifier: Id,
        roomId: v.optional(Id),
        plannedFor: v.optional(
          v.pipe(v.string(m.required), v.check(isWellFormed, m.wellFormed), v.isoDate(m.date)),
        ),
        installer: v.optional(Id),
      },
      m.required,
    ),
  );
  const InstallationStatus = v.picklist(
    InstallationStatusValues,
    m.oneOf(InstallationStatusValues),
  );
  const InstallationStatusUpdate = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object({ installationStatus: InstallationStatus }, m.required),
  );
  const InstallerUpdate = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object({ installer: Id }, m.required),
  );
  const VerifyingEvent = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        eventType: v.picklist(
          ['HandSense', 'Transaction', 'State'],
          m.oneOf(['HandSense', 'Transaction', 'State']),
        ),
        timestamp: v.pipe(
          v.string(m.required),
          v.check(isWellFormed, m.wellFormed),
          v.isoTimestamp(m.dateTime),
        ),
      },
      m.required,
    ),
  );
  const InstallationCompletion = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        serialNumber: SerialNumber,
        roomId: Id,
        fluidType: FluidType,
        offlineConfirmed: v.optional(v.boolean(m.boolean)),
        verifiedBy: v.optional(v.nullable(VerifyingEvent)),
      },
      m.required,
    ),
  );
  const Name = v.pipe(
    v.string(m.required),
    v.check(isWellFormed, m.wellFormed),
    v.trim(),
    v.nonEmpty(m.notEmpty),
    v.maxLength(100, m.tooLong(100)),
  );
  const SectionCreate = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object({ name: Name }, m.required),
  );
  const RoomTypeCreate = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object({ name: Name, useForCompliance: v.boolean(m.boolean) }, m.required),
  );
  const LocationRename = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object({ name: Name }, m.required),
  );
  const PremiseCreate = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object({ name: Name, sectionId: Id }, m.required),
  );
  const FloorCreate = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        name: Name,
        sectionId: Id,
        number: v.pipe(
          v.number(m.integer),
          v.integer(m.integer),
          v.minValue(-1000, m.integerBetween(-1000, 1000)),
          v.maxValue(1000, m.integerBetween(-1000, 1000)),
        ),
        premiseId: Id,
      },
      m.required,
    ),
  );
  const RoomCreate = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object({ name: Name, sectionId: Id, roomTypeId: Id, floorId: Id }, m.required),
  );
  const FloorPlan = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        map: v.array(v.unknown(), m.array),
        version: v.optional(
          v.pipe(
            v.string(m.required),
            v.check(isWellFormed, m.wellFormed),
            v.maxLength(64, m.tooLong(64)),
          ),
        ),
      },
      m.required,
    ),
  );
  const GeoLocation = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        latitude: v.pipe(
          v.number(m.number),
          v.minValue(-90, m.numberBetween(-90, 90)),
          v.maxValue(90, m.numberBetween(-90, 90)),
        ),
        longitude: v.pipe(
          v.number(m.number),
          v.minValue(-180, m.numberBetween(-180, 180)),
          v.maxValue(180, m.numberBetween(-180, 180)),
        ),
      },
      m.required,
    ),
  );
  const Email = v.pipe(
    v.string(m.required),
    v.check(isWellFormed, m.wellFormed),
    v.trim(),
    v.nonEmpty(m.notEmpty),
    v.maxLength(254, m.tooLong(254)),
    v.regex(/^[^\s@]+@[^\s@]+$/u, m.pattern.Email),
  );
  const NonEmptyIdList = v.pipe(
    v.array(Id, m.array),
    v.minLength(1, m.notEmpty),
    v.maxLength(1000, m.tooMany(1000)),
  );
  const UserInvite = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        userInfo: v.pipe(
          v.custom<object>(isPlainObject, m.object),
          v.object(
            { email: Email, firstName: Name, lastName: Name, groups: NonEmptyIdList, tenantId: Id },
            m.required,
          ),
        ),
        allowedSections: NonEmptyIdList,
      },
      m.required,
    ),
  );
  const IdList = v.pipe(v.array(Id, m.array), v.maxLength(1000, m.tooMany(1000)));
  const UserUpdate = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        userInfo: v.pipe(
          v.custom<object>(isPlainObject, m.object),
          v.object({ groups: IdList, tenantId: v.optional(Id) }, m.required),
        ),
        allowedSections: IdList,
      },
      m.required,
    ),
  );
  const Text = v.pipe(
    v.string(m.required),
    v.check(isWellFormed, m.wellFormed),
    v.trim(),
    v.nonEmpty(m.notEmpty),
    v.maxLength(200, m.tooLong(200)),
  );
  const Password = v.pipe(
    v.string(m.required),
    v.check(isWellFormed, m.wellFormed),
    v.trim(),
    v.nonEmpty(m.notEmpty),
    v.maxLength(128, m.tooLong(128)),
  );
  const ScreenUserCreate = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        email: Email,
        screenDeviceType: Text,
        specs: Text,
        allowedSections: IdList,
        passwordInfo: v.optional(
          v.pipe(
            v.custom<object>(isPlainObject, m.object),
            v.object({ password: Password, temporary: v.boolean(m.boolean) }, m.required),
          ),
        ),
      },
      m.required,
    ),
  );
  const AttentionThresholds = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        lowBatteryPercent: v.pipe(
          v.number(m.integer),
          v.integer(m.integer),
          v.minValue(1, m.integerBetween(1, 100)),
          v.maxValue(100, m.integerBetween(1, 100)),
        ),
        criticalBatteryPercent: v.pipe(
          v.number(m.integer),
          v.integer(m.integer),
          v.minValue(0, m.integerBetween(0, 99)),
          v.maxValue(99, m.integerBetween(0, 99)),
        ),
        offlineAfterMinutes: v.pipe(
          v.number(m.integer),
          v.integer(m.integer),
          v.minValue(5, m.integerBetween(5, 10080)),
          v.maxValue(10080, m.integerBetween(5, 10080)),
        ),
      },
      m.required,
    ),
  );
  const CaseAssignment = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object({ personId: v.nullable(Id) }, m.required),
  );
  const CaseResolutionNote = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        note: v.pipe(
          v.string(m.required),
          v.check(isWellFormed, m.wellFormed),
          v.trim(),
          v.nonEmpty(m.notEmpty),
          v.maxLength(500, m.tooLong(500)),
        ),
      },
      m.required,
    ),
  );
  const AttentionReason = v.picklist(AttentionReasonValues, m.oneOf(AttentionReasonValues));
  const AttentionSeverity = v.picklist(AttentionSeverityValues, m.oneOf(AttentionSeverityValues));
  const NotificationChannels = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      { console: v.boolean(m.boolean), email: v.boolean(m.boolean), push: v.boolean(m.boolean) },
      m.required,
    ),
  );
  const ClockTime = v.pipe(
    v.string(m.required),
    v.check(isWellFormed, m.wellFormed),
    v.maxLength(5, m.tooLong(5)),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/u, m.pattern.ClockTime),
  );
  const QuietHours = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object({ from: ClockTime, to: ClockTime }, m.required),
  );
  const NotificationRules = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        onDuty: v.boolean(m.boolean),
        reasons: v.pipe(v.array(AttentionReason, m.array), v.maxLength(6, m.tooMany(6))),
        severities: v.pipe(v.array(AttentionSeverity, m.array), v.maxLength(2, m.tooMany(2))),
        sectionIds: v.pipe(v.array(Id, m.array), v.maxLength(200, m.tooMany(200))),
        premiseIds: v.pipe(v.array(Id, m.array), v.maxLength(200, m.tooMany(200))),
        channels: NotificationChannels,
        quietHours: v.nullable(QuietHours),
        language: v.picklist(['nb', 'en'], m.oneOf(['nb', 'en'])),
      },
      m.required,
    ),
  );
  const Escalation = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        afterMinutes: v.pipe(
          v.number(m.integer),
          v.integer(m.integer),
          v.minValue(1, m.integerBetween(1, 1440)),
          v.maxValue(1440, m.integerBetween(1, 1440)),
        ),
        personIds: v.pipe(
          v.array(Id, m.array),
          v.minLength(1, m.notEmpty),
          v.maxLength(20, m.tooMany(20)),
        ),
      },
      m.required,
    ),
  );
  const NotificationPolicy = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        groupWaitSeconds: v.pipe(
          v.number(m.integer),
          v.integer(m.integer),
          v.minValue(0, m.integerBetween(0, 600)),
          v.maxValue(600, m.integerBetween(0, 600)),
        ),
        groupIntervalMinutes: v.pipe(
          v.number(m.integer),
          v.integer(m.integer),
          v.minValue(1, m.integerBetween(1, 1440)),
          v.maxValue(1440, m.integerBetween(1, 1440)),
        ),
        repeatIntervalMinutes: v.pipe(
          v.number(m.integer),
          v.integer(m.integer),
          v.minValue(10, m.integerBetween(10, 10080)),
          v.maxValue(10080, m.integerBetween(10, 10080)),
        ),
        escalation: v.nullable(Escalation),
        defaults: NotificationRules,
      },
      m.required,
    ),
  );
  const PushSubscription = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        endpoint: v.pipe(
          v.string(m.required),
          v.check(isWellFormed, m.wellFormed),
          v.trim(),
          v.nonEmpty(m.notEmpty),
          v.maxLength(2048, m.tooLong(2048)),
        ),
        expirationTime: v.optional(v.nullable(v.number(m.number))),
        keys: v.pipe(
          v.custom<object>(isPlainObject, m.object),
          v.object(
            {
              p256dh: v.pipe(
                v.string(m.required),
                v.check(isWellFormed, m.wellFormed),
                v.trim(),
                v.nonEmpty(m.notEmpty),
                v.maxLength(200, m.tooLong(200)),
              ),
              auth: v.pipe(
                v.string(m.required),
                v.check(isWellFormed, m.wellFormed),
                v.trim(),
                v.nonEmpty(m.notEmpty),
                v.maxLength(100, m.tooLong(100)),
              ),
            },
            m.required,
          ),
        ),
      },
      m.required,
    ),
  );
  const PushEndpoint = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        endpoint: v.pipe(
          v.string(m.required),
          v.check(isWellFormed, m.wellFormed),
          v.trim(),
          v.nonEmpty(m.notEmpty),
          v.maxLength(2048, m.tooLong(2048)),
        ),
      },
      m.required,
    ),
  );
  const MaintenanceStart = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        tenantIdentifier: Id,
        serviceTimeEnd: v.optional(
          v.pipe(
            v.string(m.required),
            v.check(isWellFormed, m.wellFormed),
            v.isoTimestamp(m.dateTime),
          ),
        ),
      },
      m.required,
    ),
  );
  const DeviceSessionsStart = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object({ deviceIds: NonEmptyIdList, tenantIdentifier: v.optional(Id) }, m.required),
  );
  const DeviceSessionUpdate = v.pipe(
    v.custom<object>(isPlainObject, m.object),
    v.object(
      {
        tenantIdentifier: v.optional(Id),
        stopped: v.optional(
          v.nullable(
            v.pipe(
              v.string(m.required),
              v.check(isWellFormed, m.wellFormed),
              v.isoTimestamp(m.dateTime),
            ),
          ),
        ),
      },
      m.required,
    ),
  );
  return {
    createDevice: DeviceCreate,
    setDevicePowerSource: PowerSourceUpdate,
    createDeviceComment: DeviceCommentInput,
    updateDeviceComment: DeviceCommentInput,
    createTenantDevice: DeviceCreate,
    updateTenantDevice: DeviceUpdate,
    addTenantDeviceFluid: Fluid,
    setTenantDeviceFluidType: Fluid,
    changeTenantDeviceBatteries: BatteryChange,
    provisionDevices: ProvisionRequest,
    createInstallation: InstallationCreate,
    updateInstallationStatus: InstallationStatusUpdate,
    setInstallationInstaller: InstallerUpdate,
    completeInstallation: InstallationCompletion,
    createSection: SectionCreate,
    createRoomType: RoomTypeCreate,
    renameRoomType: LocationRename,
    createPremise: PremiseCreate,
    createFloor: FloorCreate,
    createRoom: RoomCreate,
    renamePremise: LocationRename,
    renameSection: LocationRename,
    renameFloor: LocationRename,
    renameRoom: LocationRename,
    updateFloorFloorPlan: FloorPlan,
    createFloorFloorPlan: FloorPlan,
    updateRoomFloorPlan: FloorPlan,
    createRoomFloorPlan: FloorPlan,
    updatePremiseLocation: GeoLocation,
    inviteUser: UserInvite,
    updateUser: UserUpdate,
    createScreenUser: ScreenUserCreate,
    updateAttentionThresholds: AttentionThresholds,
    assignCase: CaseAssignment,
    resolveCase: CaseResolutionNote,
    updateNotificationPreferences: NotificationRules,
    updateNotificationPolicy: NotificationPolicy,
    savePushSubscription: PushSubscription,
    removePushSubscription: PushEndpoint,
    startMaintenance: MaintenanceStart,
    startDeviceSessions: DeviceSessionsStart,
    updateDeviceSession: DeviceSessionUpdate,
  } as const;
}
