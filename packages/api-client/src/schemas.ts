/**
 * Runtime validation of what the platform answers, with valibot: no `eval` or `new Function`
 * (it runs under a strict Content-Security-Policy), no global configuration, and each schema
 * tree-shakes on its own.
 *
 * Every schema mirrors a schema of `openapi/platform.yaml`; `schemas.test-d.ts` proves at
 * compile time that each one's output type and the generated type are assignable both ways
 * and have the same keys, so the two cannot drift. `v.object` drops keys the contract does not
 * name, so screens only ever see the fields they were typed with.
 */
import * as v from 'valibot';

import { EVENT_TYPES, FLUID_TYPES, INSTALLATION_STATUSES, LOCATION_OBJECT_TYPES } from './enums';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const integer = v.pipe(v.number(), v.integer());
const nullableString = v.nullable(v.string());
/** A field the contract declares optional and nullable. */
const maybe = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));

export const ProblemDetailsSchema = v.object({
  type: v.optional(v.string()),
  title: v.optional(v.string()),
  status: v.optional(integer),
  detail: v.optional(v.string()),
  instance: v.optional(v.string()),
});

export const PageInfoSchema = v.object({
  pageSize: count,
  currentPage: count,
  nextPage: v.nullable(count),
  totalItems: count,
  totalPages: count,
});

/** A paged result of `item`: the paging fields plus `items`. */
export function pagedSchema<T extends v.GenericSchema>(item: T) {
  return v.object({ ...PageInfoSchema.entries, items: v.array(item) });
}

export const NamedReferenceSchema = v.object({ id: v.string(), name: v.string() });
export const GeoLocationSchema = v.object({ latitude: v.number(), longitude: v.number() });

export const EventTypeSchema = v.picklist(EVENT_TYPES);
export const InstallationStatusSchema = v.picklist(INSTALLATION_STATUSES);
export const FluidTypeSchema = v.picklist(FLUID_TYPES);
export const LocationObjectTypeSchema = v.nullable(v.picklist(LOCATION_OBJECT_TYPES));

// ---------------------------------------------------------------- tenants

export const TenantSchema = v.object({
  identifier: v.string(),
  name: v.string(),
  realm: v.string(),
});
export const ServiceTenantSchema = v.object({
  ...TenantSchema.entries,
  serviceTimeEnd: nullableString,
});
export const TenantReferenceSchema = v.object({
  identifier: v.string(),
  name: v.optional(v.string()),
});
export const TenantPageSchema = pagedSchema(TenantSchema);

// ---------------------------------------------------------------- locations

export const SectionSchema = v.object({ id: v.string(), name: v.string() });
export const PremiseSchema = v.object({
  id: v.string(),
  name: v.string(),
  sectionId: v.optional(v.string()),
  location: maybe(GeoLocationSchema),
});
export const FloorSchema = v.object({
  id: v.string(),
  name: v.string(),
  number: integer,
  premiseId: v.optional(v.string()),
  sectionId: v.optional(v.string()),
});
export const RoomTypeSchema = v.object({
  id: v.string(),
  name: v.string(),
  useForCompliance: v.boolean(),
});
export const RoomSchema = v.object({
  id: v.string(),
  name: v.string(),
  floor: v.nullable(FloorSchema),
  type: v.nullable(RoomTypeSchema),
  sectionId: v.string(),
});
export const FloorPlanSchema = v.object({
  map: v.array(v.unknown()),
  version: v.optional(v.string()),
});
export const SectionPageSchema = pagedSchema(SectionSchema);
export const PremisePageSchema = pagedSchema(PremiseSchema);
export const FloorPageSchema = pagedSchema(FloorSchema);
export const RoomPageSchema = pagedSchema(RoomSchema);
export const RoomTypePageSchema = pagedSchema(RoomTypeSchema);

// ---------------------------------------------------------------- installations

export const InstallationImageSchema = v.object({ id: v.optional(v.string()), url: v.string() });
export const InstallationCompletionDataSchema = v.object({
  completed: v.optional(v.string()),
  roomId: v.optional(v.string()),
  fluidType: v.optional(FluidTypeSchema),
});
export const InstallationSchema = v.object({
  id: v.string(),
  serialnumber: v.string(),
  installationStatus: InstallationStatusSchema,
  tenant: TenantReferenceSchema,
  tenantIdentifier: v.string(),
  installer: maybe(v.string()),
  images: v.optional(v.array(InstallationImageSchema)),
  created: v.string(),
  completion: maybe(InstallationCompletionDataSchema),
  room: maybe(RoomSchema),
});
export const InstallationPageSchema = pagedSchema(InstallationSchema);

// ---------------------------------------------------------------- devices

export const FluidSchema = v.object({ type: FluidTypeSchema });
export const DeviceLocationSchema = v.object({
  tenant: v.nullable(TenantReferenceSchema),
  identifier: nullableString,
  type: v.optional(LocationObjectTypeSchema),
});
export const DeviceStatusSchema = v.object({ isOn: v.boolean() });
export const BatteriesSchema = v.object({
  lastChanged: maybe(v.string()),
  level: maybe(v.number()),
});
export const DeviceCommentSchema = v.object({
  id: v.string(),
  text: v.string(),
  created: v.string(),
  edited: maybe(v.string()),
  author: maybe(v.string()),
});
export const DeviceSchema = v.object({
  id: v.string(),
  serialNumber: v.string(),
  fluid: v.nullable(FluidSchema),
  location: v.nullable(DeviceLocationSchema),
  powerSource: maybe(v.string()),
  batteries: maybe(BatteriesSchema),
  status: maybe(DeviceStatusSchema),
  comments: v.optional(v.array(DeviceCommentSchema)),
  deviceInstallation: v.nullable(InstallationSchema),
  onlineEventCount: v.optional(count),
  modelId: maybe(v.string()),
});
export const DevicePageSchema = pagedSchema(DeviceSchema);
export const DeviceModelSchema = v.object({
  id: v.string(),
  name: v.string(),
  serialNumberPrefix: v.string(),
  description: nullableString,
});
export const DeviceModelPageSchema = pagedSchema(DeviceModelSchema);
const ProvisionedDeviceSchema = v.object({ id: v.string(), serialNumber: v.string() });
export const ProvisionResultSchema = v.object({
  serialNumbers: v.array(v.string()),
  successfullyProvisioned: count,
  devicesRequested: count,
  /** Extension (contract): the created devices' ids, for links to their device pages. */
  devices: v.optional(v.array(ProvisionedDeviceSchema)),
});

// ---------------------------------------------------------------- events

export const BluetoothEventSchema = v.object({
  address: v.string(),
  rssi: v.number(),
  timestamp: v.string(),
});
export const TransactionEventSchema = v.object({
  userGroupId: nullableString,
  shiftTypeId: nullableString,
  sectionId: nullableString,
  timestamp: v.string(),
});
export const CounterEventSchema = v.object({
  revision: integer,
  counterNumber: integer,
  counterValue: integer,
});
export const DeviceEventSchema = v.object({
  eventType: EventTypeSchema,
  event: v.string(),
  deviceId: v.string(),
  timestamp: v.string(),
  receivedOnServer: nullableString,
  source: maybe(v.string()),
  bluetooth: maybe(BluetoothEventSchema),
  transaction: maybe(TransactionEventSchema),
  counter: maybe(CounterEventSchema),
});
export const DeviceEventPageSchema = pagedSchema(DeviceEventSchema);

// ---------------------------------------------------------------- users

export const UserProfileSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  username: v.string(),
});
export const GroupSchema = v.object({ id: v.string(), name: v.string() });
export const GroupListSchema = v.object({ items: v.array(GroupSchema) });
export const UserSchema = v.object({
  id: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  tenant: v.nullable(TenantReferenceSchema),
  groups: v.array(NamedReferenceSchema),
  allowedSections: v.array(NamedReferenceSchema),
});
export const UserPageSchema = pagedSchema(UserSchema);
export const ScreenOptionSchema = v.object({
  displayName: v.string(),
  firstName: v.string(),
  lastName: v.string(),
});

// ---------------------------------------------------------------- sessions

export const UserSessionSchema = v.object({
  id: v.string(),
  created: v.string(),
  tenantIdentifier: v.optional(v.string()),
  userId: v.optional(v.string()),
});
export const UserSessionPageSchema = pagedSchema(UserSessionSchema);
/** `GET /tenants/{tenant}/maintenance` (an extension): one tenant's maintenance status. */
export const TenantMaintenanceSchema = v.object({
  tenantIdentifier: v.string(),
  inMaintenance: v.boolean(),
  serviceTimeEnd: nullableString,
});
export const DeviceSessionSchema = v.object({
  id: v.string(),
  created: v.string(),
  deviceId: v.optional(v.string()),
  tenantIdentifier: v.optional(v.string()),
  stopped: maybe(v.string()),
});
export const DeviceSessionPageSchema = pagedSchema(DeviceSessionSchema);
