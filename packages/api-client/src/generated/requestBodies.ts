// Generated from openapi/platform.yaml by scripts/generate.ts. Do not edit:
// change the contract and run `pnpm --filter @hygiene/api-client generate`.
/**
 * The JSON request bodies of the contract, by operationId, as valibot validators a platform (the
 * fake platform, a test server) checks a request with before it changes anything. A failing body
 * answers 400 with the messages passed in. A `minLength: 1` string is trimmed and must not be
 * blank; size limits (`maxLength`, `maxItems`) are quotas that answer 413, checked
 * by the platform with the generated constants.
 */
import * as v from 'valibot';

import {
  PowerSourceValues,
  LocationObjectTypeValues,
  FluidTypeValues,
  InstallationStatusValues,
} from './enums';

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
  oneOf: (values: readonly string[]) => string;
  integerBetween: (min: number, max: number) => string;
  integerAtLeast: (min: number) => string;
  numberBetween: (min: number, max: number) => string;
  numberAtLeast: (min: number) => string;
}

/** The validators of every JSON request body, keyed by the operationId that takes it. */
export function requestBodySchemas(m: RequestBodyMessages) {
  const DeviceCreate = v.object(
    {
      serialNumber: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
      modelId: v.optional(v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty))),
    },
    m.required,
  );
  const PowerSource = v.picklist(PowerSourceValues, m.oneOf(PowerSourceValues));
  const PowerSourceUpdate = v.object({ powerSource: PowerSource }, m.required);
  const DeviceCommentInput = v.object(
    { text: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)) },
    m.required,
  );
  const TenantReference = v.object(
    {
      identifier: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
      name: v.optional(v.string(m.required)),
    },
    m.required,
  );
  const LocationObjectType = v.nullable(
    v.picklist(LocationObjectTypeValues, m.oneOf(LocationObjectTypeValues)),
  );
  const DeviceLocation = v.object(
    {
      tenant: v.nullable(TenantReference),
      identifier: v.nullable(v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty))),
      type: v.optional(LocationObjectType),
    },
    m.required,
  );
  const DeviceUpdate = v.object(
    {
      serialNumber: v.optional(v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty))),
      powerSource: v.optional(v.nullable(PowerSource)),
      location: v.optional(DeviceLocation),
    },
    m.required,
  );
  const FluidType = v.picklist(FluidTypeValues, m.oneOf(FluidTypeValues));
  const Fluid = v.object({ type: FluidType }, m.required);
  const BatteryChange = v.object(
    { changed: v.optional(v.pipe(v.string(m.required), v.isoTimestamp(m.dateTime))) },
    m.required,
  );
  const ProvisionRequest = v.object(
    {
      deviceSpecification: v.object(
        { modelId: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)) },
        m.required,
      ),
      numberOfNewDevices: v.pipe(
        v.number(m.integer),
        v.integer(m.integer),
        v.minValue(1, m.integerBetween(1, 100)),
        v.maxValue(100, m.integerBetween(1, 100)),
      ),
    },
    m.required,
  );
  const InstallationCreate = v.object(
    {
      serialnumber: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
      tenantIdentifier: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
    },
    m.required,
  );
  const InstallationStatus = v.picklist(
    InstallationStatusValues,
    m.oneOf(InstallationStatusValues),
  );
  const InstallationStatusUpdate = v.object({ installationStatus: InstallationStatus }, m.required);
  const InstallerUpdate = v.object(
    { installer: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)) },
    m.required,
  );
  const InstallationCompletion = v.object(
    {
      serialNumber: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
      roomId: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
      fluidType: FluidType,
      offlineConfirmed: v.optional(v.boolean(m.boolean)),
    },
    m.required,
  );
  const SectionCreate = v.object(
    { name: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)) },
    m.required,
  );
  const RoomTypeCreate = v.object(
    {
      name: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
      useForCompliance: v.boolean(m.boolean),
    },
    m.required,
  );
  const PremiseCreate = v.object(
    {
      name: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
      sectionId: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
    },
    m.required,
  );
  const FloorCreate = v.object(
    {
      name: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
      sectionId: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
      number: v.pipe(v.number(m.integer), v.integer(m.integer)),
      premiseId: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
    },
    m.required,
  );
  const RoomCreate = v.object(
    {
      name: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
      sectionId: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
      roomTypeId: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
      floorId: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
    },
    m.required,
  );
  const FloorPlan = v.object(
    { map: v.array(v.unknown(), m.array), version: v.optional(v.string(m.required)) },
    m.required,
  );
  const GeoLocation = v.object(
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
  );
  const NonEmptyIdList = v.pipe(
    v.array(v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)), m.array),
    v.minLength(1, m.notEmpty),
  );
  const UserInvite = v.object(
    {
      userInfo: v.object(
        {
          email: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
          firstName: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
          lastName: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
          groups: NonEmptyIdList,
          tenantId: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
        },
        m.required,
      ),
      allowedSections: NonEmptyIdList,
    },
    m.required,
  );
  const IdList = v.array(v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)), m.array);
  const UserUpdate = v.object(
    {
      userInfo: v.object(
        {
          groups: IdList,
          tenantId: v.optional(v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty))),
        },
        m.required,
      ),
      allowedSections: IdList,
    },
    m.required,
  );
  const ScreenUserCreate = v.object(
    {
      email: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
      screenDeviceType: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
      specs: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
      allowedSections: IdList,
      passwordInfo: v.optional(
        v.object(
          {
            password: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
            temporary: v.boolean(m.boolean),
          },
          m.required,
        ),
      ),
    },
    m.required,
  );
  const AttentionThresholds = v.object(
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
  );
  const MaintenanceStart = v.object(
    {
      tenantIdentifier: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty)),
      serviceTimeEnd: v.optional(v.pipe(v.string(m.required), v.isoTimestamp(m.dateTime))),
    },
    m.required,
  );
  const DeviceSessionsStart = v.object(
    {
      deviceIds: NonEmptyIdList,
      tenantIdentifier: v.optional(v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty))),
    },
    m.required,
  );
  const DeviceSessionUpdate = v.object(
    {
      tenantIdentifier: v.optional(v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.notEmpty))),
      stopped: v.optional(v.nullable(v.pipe(v.string(m.required), v.isoTimestamp(m.dateTime)))),
    },
    m.required,
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
    createPremise: PremiseCreate,
    createFloor: FloorCreate,
    createRoom: RoomCreate,
    updateFloorFloorPlan: FloorPlan,
    createFloorFloorPlan: FloorPlan,
    updateRoomFloorPlan: FloorPlan,
    createRoomFloorPlan: FloorPlan,
    updatePremiseLocation: GeoLocation,
    inviteUser: UserInvite,
    updateUser: UserUpdate,
    createScreenUser: ScreenUserCreate,
    updateAttentionThresholds: AttentionThresholds,
    startMaintenance: MaintenanceStart,
    startDeviceSessions: DeviceSessionsStart,
    updateDeviceSession: DeviceSessionUpdate,
  } as const;
}
