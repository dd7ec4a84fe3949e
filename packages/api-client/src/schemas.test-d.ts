/**
 * Compile-time proof that the valibot schemas, the const enum arrays and the friendly types
 * match the types generated from the contract. Checked by `tsc` (the package's typecheck); a
 * schema that drifts from `openapi/platform.yaml` fails the build here.
 */
import type * as v from 'valibot';

import type {
  ACTIVE_INSTALLATION_STATUSES,
  EVENT_TYPES,
  FLUID_TYPES,
  INSTALLATION_STATUSES,
  LOCATION_OBJECT_TYPES,
} from './enums';
import type { components } from './generated/platform';
import type * as s from './schemas';
import type { Device, PagedResult } from './types';

type Schemas = components['schemas'];

/** True when A and B are assignable both ways and have the same keys. */
type Same<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;

type Expect<T extends true> = T;
type Out<S extends v.GenericSchema> = v.InferOutput<S>;

/** Each row: a valibot schema and the generated schema it mirrors. */
export type SchemaChecks = [
  Expect<Same<Out<typeof s.ProblemDetailsSchema>, Schemas['ProblemDetails']>>,
  Expect<Same<Out<typeof s.PageInfoSchema>, Schemas['PageInfo']>>,
  Expect<Same<Out<typeof s.NamedReferenceSchema>, Schemas['NamedReference']>>,
  Expect<Same<Out<typeof s.GeoLocationSchema>, Schemas['GeoLocation']>>,
  Expect<Same<Out<typeof s.EventTypeSchema>, Schemas['EventType']>>,
  Expect<Same<Out<typeof s.InstallationStatusSchema>, Schemas['InstallationStatus']>>,
  Expect<Same<Out<typeof s.FluidTypeSchema>, Schemas['FluidType']>>,
  Expect<Same<Out<typeof s.LocationObjectTypeSchema>, Schemas['LocationObjectType']>>,
  Expect<Same<Out<typeof s.TenantSchema>, Schemas['Tenant']>>,
  Expect<Same<Out<typeof s.ServiceTenantSchema>, Schemas['ServiceTenant']>>,
  Expect<Same<Out<typeof s.TenantReferenceSchema>, Schemas['TenantReference']>>,
  Expect<Same<Out<typeof s.TenantPageSchema>, Schemas['TenantPage']>>,
  Expect<Same<Out<typeof s.SectionSchema>, Schemas['Section']>>,
  Expect<Same<Out<typeof s.PremiseSchema>, Schemas['Premise']>>,
  Expect<Same<Out<typeof s.FloorSchema>, Schemas['Floor']>>,
  Expect<Same<Out<typeof s.RoomTypeSchema>, Schemas['RoomType']>>,
  Expect<Same<Out<typeof s.RoomSchema>, Schemas['Room']>>,
  Expect<Same<Out<typeof s.FloorPlanSchema>, Schemas['FloorPlan']>>,
  Expect<Same<Out<typeof s.SectionPageSchema>, Schemas['SectionPage']>>,
  Expect<Same<Out<typeof s.PremisePageSchema>, Schemas['PremisePage']>>,
  Expect<Same<Out<typeof s.FloorPageSchema>, Schemas['FloorPage']>>,
  Expect<Same<Out<typeof s.RoomPageSchema>, Schemas['RoomPage']>>,
  Expect<Same<Out<typeof s.RoomTypePageSchema>, Schemas['RoomTypePage']>>,
  Expect<Same<Out<typeof s.InstallationImageSchema>, Schemas['InstallationImage']>>,
  Expect<
    Same<Out<typeof s.InstallationCompletionDataSchema>, Schemas['InstallationCompletionData']>
  >,
  Expect<Same<Out<typeof s.InstallationSchema>, Schemas['DeviceInstallation']>>,
  Expect<Same<Out<typeof s.InstallationPageSchema>, Schemas['DeviceInstallationPage']>>,
  Expect<Same<Out<typeof s.FluidSchema>, Schemas['Fluid']>>,
  Expect<Same<Out<typeof s.DeviceLocationSchema>, Schemas['DeviceLocation']>>,
  Expect<Same<Out<typeof s.DeviceStatusSchema>, Schemas['DeviceStatus']>>,
  Expect<Same<Out<typeof s.BatteriesSchema>, Schemas['Batteries']>>,
  Expect<Same<Out<typeof s.DeviceCommentSchema>, Schemas['DeviceComment']>>,
  Expect<Same<Out<typeof s.DeviceSchema>, Schemas['Device']>>,
  Expect<Same<Out<typeof s.DevicePageSchema>, Schemas['DevicePage']>>,
  Expect<Same<Out<typeof s.DeviceModelSchema>, Schemas['DeviceModel']>>,
  Expect<Same<Out<typeof s.DeviceModelPageSchema>, Schemas['DeviceModelPage']>>,
  Expect<Same<Out<typeof s.ProvisionResultSchema>, Schemas['ProvisionResult']>>,
  Expect<Same<Out<typeof s.BluetoothEventSchema>, Schemas['BluetoothEvent']>>,
  Expect<Same<Out<typeof s.TransactionEventSchema>, Schemas['TransactionEvent']>>,
  Expect<Same<Out<typeof s.CounterEventSchema>, Schemas['CounterEvent']>>,
  Expect<Same<Out<typeof s.DeviceEventSchema>, Schemas['DeviceEvent']>>,
  Expect<Same<Out<typeof s.DeviceEventPageSchema>, Schemas['DeviceEventPage']>>,
  Expect<Same<Out<typeof s.UserProfileSchema>, Schemas['UserProfile']>>,
  Expect<Same<Out<typeof s.GroupSchema>, Schemas['Group']>>,
  Expect<Same<Out<typeof s.GroupListSchema>, Schemas['GroupList']>>,
  Expect<Same<Out<typeof s.UserSchema>, Schemas['User']>>,
  Expect<Same<Out<typeof s.UserPageSchema>, Schemas['UserPage']>>,
  Expect<Same<Out<typeof s.ScreenOptionSchema>, Schemas['ScreenOption']>>,
  Expect<Same<Out<typeof s.UserSessionSchema>, Schemas['UserSession']>>,
  Expect<Same<Out<typeof s.UserSessionPageSchema>, Schemas['UserSessionPage']>>,
  Expect<Same<Out<typeof s.TenantMaintenanceSchema>, Schemas['TenantMaintenance']>>,
  Expect<Same<Out<typeof s.DeviceSessionSchema>, Schemas['DeviceSession']>>,
  Expect<Same<Out<typeof s.DeviceSessionPageSchema>, Schemas['DeviceSessionPage']>>,
];

/** The const arrays hold exactly the contract's enum values. */
export type EnumChecks = [
  Expect<Same<(typeof EVENT_TYPES)[number], Schemas['EventType']>>,
  Expect<Same<(typeof INSTALLATION_STATUSES)[number], Schemas['InstallationStatus']>>,
  Expect<Same<(typeof FLUID_TYPES)[number], Schemas['FluidType']>>,
  Expect<Same<(typeof LOCATION_OBJECT_TYPES)[number] | null, Schemas['LocationObjectType']>>,
  Expect<
    (typeof ACTIVE_INSTALLATION_STATUSES)[number] extends Schemas['InstallationStatus']
      ? true
      : false
  >,
];

/** The friendly generic page is the generated page. */
export type PageChecks = [Expect<Same<PagedResult<Device>, Schemas['DevicePage']>>];
