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

/** An event type (`UknownEvent` is the platform's spelling). */
export type EventType = Schemas['EventType'];
/** An installation status, in either spelling (Ready / READY, InProgress / IN_PROGRESS). */
export type InstallationStatus = Schemas['InstallationStatus'];
/** A fluid type: Alcohol (shown as 'Disinfectant') or Soap. */
export type FluidType = Schemas['FluidType'];
/** What a device's location points at, or null. */
export type LocationObjectType = Schemas['LocationObjectType'];

/** A tenant: identifier, name, realm. */
export type Tenant = Schemas['Tenant'];
/** The tenant used for maintenance, with the end of its service time. */
export type ServiceTenant = Schemas['ServiceTenant'];
/** A tenant as other entities refer to it. */
export type TenantReference = Schemas['TenantReference'];

/** A dispenser. */
export type Device = Schemas['Device'];
/** Where a device is: its tenant and location object. */
export type DeviceLocation = Schemas['DeviceLocation'];
/** Whether a device is on. */
export type DeviceStatus = Schemas['DeviceStatus'];
/** What a device runs on, as a request sets it. */
export type PowerSource = Schemas['PowerSource'];
/** A device's fluid. */
export type Fluid = Schemas['Fluid'];
/** A device's battery state. */
export type Batteries = Schemas['Batteries'];
/** A comment on a device. */
export type DeviceComment = Schemas['DeviceComment'];
/** A device model: name, serial number prefix, description. */
export type DeviceModel = Schemas['DeviceModel'];
/** The device list's filter (spec §3), sent as the query of `listTenantDevices`. */
export type DeviceFilter = Schemas['DeviceFilter'];
/** What to provision: a model and how many devices. */
export type ProvisionRequest = Schemas['ProvisionRequest'];
/** What was provisioned: serial numbers and counts. */
export type ProvisionResult = Schemas['ProvisionResult'];

/** An event of a device. */
export type DeviceEvent = Schemas['DeviceEvent'];
/** The fields of a Bluetooth event. */
export type BluetoothEvent = Schemas['BluetoothEvent'];
/** The fields of a transaction event. */
export type TransactionEvent = Schemas['TransactionEvent'];
/** The fields of a counter event. */
export type CounterEvent = Schemas['CounterEvent'];

/** A device installation. */
export type Installation = Schemas['DeviceInstallation'];
/** An image of an installation. */
export type InstallationImage = Schemas['InstallationImage'];
/** What was confirmed when an installation was completed. */
export type InstallationCompletionData = Schemas['InstallationCompletionData'];
/** Whether the device showed it works when it was installed (issue 51). */
export type InstallationVerification = Schemas['InstallationVerification'];
/** The device's own event that verified an installation (issue 51). */
export type VerifyingEvent = Schemas['VerifyingEvent'];

/** A section: contains premises. */
export type Section = Schemas['Section'];
/** A premise: contains floors; may have coordinates. */
export type Premise = Schemas['Premise'];
/** A floor: contains rooms. */
export type Floor = Schemas['Floor'];
/** A room, with its floor and room type. */
export type Room = Schemas['Room'];
/** A room type. */
export type RoomType = Schemas['RoomType'];
/** A floor plan of a floor or room: `map` is a JSON array. */
export type FloorPlan = Schemas['FloorPlan'];
/** Latitude and longitude. */
export type GeoLocation = Schemas['GeoLocation'];

/** The identity provider's account profile. */
export type UserProfile = Schemas['UserProfile'];
/** A user, with groups and allowed sections. */
export type User = Schemas['User'];
/** A group (role). */
export type Group = Schemas['Group'];
/** An id and a name. */
export type NamedReference = Schemas['NamedReference'];
/** A screen type that prefills a new screen user. */
export type ScreenOption = Schemas['ScreenOption'];

/** A maintenance user session. */
export type UserSession = Schemas['UserSession'];
/** One tenant's maintenance status, as that tenant reads it (an extension of the spec). */
export type TenantMaintenance = Schemas['TenantMaintenance'];

/** The attention worklist (an extension, issue 29): a device that needs someone, and why. */
export type AttentionItem = Schemas['AttentionItem'];
export type AttentionFinding = Schemas['AttentionFinding'];
export type AttentionReason = Schemas['AttentionReason'];
export type AttentionSeverity = Schemas['AttentionSeverity'];
export type AttentionPage = Schemas['AttentionPage'];
export type AttentionSummary = Schemas['AttentionSummary'];
export type AttentionCount = Schemas['AttentionCount'];
export type AttentionThresholds = Schemas['AttentionThresholds'];

/** A case: one device's condition from when the worklist found it until resolved (issue 50). */
export type Case = Schemas['Case'];
/** Open, acknowledged, resolved. */
export type CaseState = Schemas['CaseState'];
/** What a case is about: fluid, battery, offline, motor. */
export type CaseCondition = Schemas['CaseCondition'];
/** A person a case names or may be given to. */
export type CasePerson = Schemas['CasePerson'];
/** How a case ended. */
export type CaseResolution = Schemas['CaseResolution'];
/** One premise's week of cases: counts and median minutes to act. */
export type CaseWeek = Schemas['CaseWeek'];
/** The weeks of time to act. */
export type CaseTimes = Schemas['CaseTimes'];
/** The bell: unread cases and how many. */
export type UnreadCases = Schemas['UnreadCases'];
/** What a person is told about and how. */
export type NotificationRules = Schemas['NotificationRules'];
/** A person's notification settings as answered. */
export type NotificationPreferences = Schemas['NotificationPreferences'];
/** The tenant's grouping, repeat and escalation, and the defaults for people. */
export type NotificationPolicy = Schemas['NotificationPolicy'];
/** Who is told when a case stays unacknowledged. */
export type Escalation = Schemas['Escalation'];
/** Hours when only critical cases are sent. */
export type QuietHours = Schemas['QuietHours'];
/** The platform's push key and the caller's subscriptions. */
export type PushSettings = Schemas['PushSettings'];
/** A browser's push subscription. */
export type PushSubscriptionBody = Schemas['PushSubscription'];
export type BatteryReport = Schemas['BatteryReport'];
/** A device's usage session. */
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
