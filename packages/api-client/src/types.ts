/**
 * The contract's entities under the names screens use. Every type here is an alias of a type
 * generated from `openapi/platform.yaml`, so the document stays the one source.
 */
import type { components, operations } from './generated/platform';

type Schemas = components['schemas'];

/** The paging fields of every list answer (spec §3). `nextPage` is null on the last page. */
export type PageInfo = Schemas['PageInfo'];

/** A page of `T`: items, pageSize, currentPage, nextPage, totalItems, totalPages. */
export type PagedResult<T> = PageInfo & { items: T[] };

/** RFC 9457 problem details, as the platform sends them with an error status. */
export type ProblemDetails = Schemas['ProblemDetails'];

export type EventType = Schemas['EventType'];
export type InstallationStatus = Schemas['InstallationStatus'];
export type FluidType = Schemas['FluidType'];
export type LocationObjectType = Schemas['LocationObjectType'];

export type Tenant = Schemas['Tenant'];
export type ServiceTenant = Schemas['ServiceTenant'];
export type TenantReference = Schemas['TenantReference'];

export type Device = Schemas['Device'];
export type DeviceLocation = Schemas['DeviceLocation'];
export type DeviceStatus = Schemas['DeviceStatus'];
export type Fluid = Schemas['Fluid'];
export type Batteries = Schemas['Batteries'];
export type DeviceComment = Schemas['DeviceComment'];
export type DeviceModel = Schemas['DeviceModel'];
export type DeviceFilter = Schemas['DeviceFilter'];
export type ProvisionRequest = Schemas['ProvisionRequest'];
export type ProvisionResult = Schemas['ProvisionResult'];

export type DeviceEvent = Schemas['DeviceEvent'];
export type BluetoothEvent = Schemas['BluetoothEvent'];
export type TransactionEvent = Schemas['TransactionEvent'];
export type CounterEvent = Schemas['CounterEvent'];

export type Installation = Schemas['DeviceInstallation'];
export type InstallationImage = Schemas['InstallationImage'];
export type InstallationCompletionData = Schemas['InstallationCompletionData'];

export type Section = Schemas['Section'];
export type Premise = Schemas['Premise'];
export type Floor = Schemas['Floor'];
export type Room = Schemas['Room'];
export type RoomType = Schemas['RoomType'];
export type FloorPlan = Schemas['FloorPlan'];
export type GeoLocation = Schemas['GeoLocation'];

export type UserProfile = Schemas['UserProfile'];
export type User = Schemas['User'];
export type Group = Schemas['Group'];
export type NamedReference = Schemas['NamedReference'];
export type ScreenOption = Schemas['ScreenOption'];

export type UserSession = Schemas['UserSession'];
export type DeviceSession = Schemas['DeviceSession'];

/** Request bodies, named after what they do. */
export type DeviceCreate = Schemas['DeviceCreate'];
export type DeviceUpdate = Schemas['DeviceUpdate'];
export type PowerSourceUpdate = Schemas['PowerSourceUpdate'];
export type BatteryChange = Schemas['BatteryChange'];
export type DeviceCommentInput = Schemas['DeviceCommentInput'];
export type InstallationCreate = Schemas['InstallationCreate'];
export type InstallationStatusUpdate = Schemas['InstallationStatusUpdate'];
export type InstallerUpdate = Schemas['InstallerUpdate'];
export type InstallationCompletion = Schemas['InstallationCompletion'];
export type SectionCreate = Schemas['SectionCreate'];
export type PremiseCreate = Schemas['PremiseCreate'];
export type FloorCreate = Schemas['FloorCreate'];
export type RoomCreate = Schemas['RoomCreate'];
export type RoomTypeCreate = Schemas['RoomTypeCreate'];
export type UserInvite = Schemas['UserInvite'];
export type UserUpdate = Schemas['UserUpdate'];
export type ScreenUserCreate = Schemas['ScreenUserCreate'];
export type MaintenanceStart = Schemas['MaintenanceStart'];
export type DeviceSessionsStart = Schemas['DeviceSessionsStart'];
export type DeviceSessionUpdate = Schemas['DeviceSessionUpdate'];

/** The name of a call: the contract's operationId, which is also the client function's name. */
export type OperationId = keyof operations;

/** The query parameters of a call, by its operationId (for example `QueryOf<'listTenantDevices'>`). */
export type QueryOf<Id extends OperationId> = NonNullable<operations[Id]['parameters']['query']>;
