/**
 * @hygiene/api-client: the platform contract (OpenAPI 3.1, `openapi/platform.yaml`), the types
 * generated from it, and a typed client whose calls resolve to `ApiResult` values and never
 * throw. No React here.
 */
export {
  HUB_CLIENT_METHODS,
  HUB_SERVER_METHODS,
  KEEP_ALIVE_INTERVAL_MS,
  LONG_POLL_TIMEOUT_MS,
  SERVER_TIMEOUT_MS,
} from './hub';
export type { HubClientMethod, HubServerMethod } from './hub';
export { IDENTITY_CLIENT_ID, runtimeConfigSchema } from './deployment';
export type { RuntimeConfig, RuntimeConfigInput } from './deployment';

export { createApiClient } from './client';
export type { ApiClient } from './client';
export type {
  AccessTokenRequest,
  ApiClientOptions,
  CallOptions,
  ConditionalCallOptions,
} from './http';
export type { ApiError, ApiErrorStatus, ApiResult } from './result';

export {
  ACTIVE_INSTALLATION_STATUSES,
  ATTENTION_REASONS,
  ATTENTION_SEVERITIES,
  DEFAULT_FLUID_TYPE,
  EVENT_TYPES,
  FLUID_TYPES,
  INSTALLATION_STATUSES,
  LOCATION_OBJECT_TYPES,
  POWER_SOURCES,
  isActiveInstallationStatus,
} from './enums';
export { eventOrderMs } from './eventOrder';
export {
  ATTENTION_DEFAULTS,
  COMMENT_MAX_LENGTH,
  CRITICAL_BATTERY_PERCENT_LIMITS,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  FEED_FIRST_PAGE,
  FLOOR_PLAN_MAX_ENTRIES,
  ID_LIST_MAX_ITEMS,
  ID_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  INSTALLATION_IMAGES_MAX,
  LOW_BATTERY_PERCENT_LIMITS,
  NAME_MAX_LENGTH,
  NEWEST_USER_REQUEST,
  OFFLINE_AFTER_MINUTES_LIMITS,
  PAGE_SIZES,
  PAGING,
  PASSWORD_MAX_LENGTH,
  PROVISIONING_LIMITS,
  ROOM_TYPES_REQUEST,
  SERIAL_NUMBER_MAX_LENGTH,
  SERIAL_NUMBER_PATTERN,
  TENANT_HEADER,
  TEXT_MAX_LENGTH,
} from './constants';

export { HTTP_METHODS, listContractCalls, matchContractCall, platformContract } from './contract';
export type {
  ContractCall,
  ContractMatch,
  ContractOperation,
  ContractParameter,
  HttpMethod,
  PlatformContract,
} from './contract';

export {
  AREAS,
  ROLES,
  ROLES_TABLE,
  accessOf,
  isOperationId,
  isPermitted,
  knownRoles,
  mayPerform,
  permissionOf,
  rolesAllowed,
} from './roles';
export { realmRolesOf } from './claims';
export type { Access, Area, Permission, Role } from './roles';

export type { components, operations, paths } from './generated/platform';
export type {
  AttentionCount,
  AttentionFinding,
  AttentionItem,
  AttentionPage,
  AttentionReason,
  AttentionSeverity,
  AttentionSummary,
  AttentionThresholds,
  Batteries,
  BatteryChange,
  BatteryReport,
  BluetoothEvent,
  CounterEvent,
  Device,
  DeviceComment,
  DeviceCommentInput,
  DeviceCreate,
  DeviceEvent,
  DeviceFilter,
  DeviceLocation,
  DeviceModel,
  DeviceSession,
  DeviceSessionUpdate,
  DeviceSessionsStart,
  DeviceStatus,
  DeviceUpdate,
  EventType,
  Floor,
  FloorCreate,
  FloorPlan,
  Fluid,
  FluidType,
  GeoLocation,
  Group,
  Installation,
  InstallationCompletion,
  InstallationCompletionData,
  InstallationCreate,
  InstallationImage,
  InstallationStatus,
  InstallationStatusUpdate,
  InstallerUpdate,
  LocationObjectType,
  MaintenanceStart,
  NamedReference,
  OperationId,
  PageInfo,
  PagedResult,
  PowerSource,
  PowerSourceUpdate,
  Premise,
  PremiseCreate,
  ProblemDetails,
  ProvisionRequest,
  ProvisionResult,
  QueryOf,
  Room,
  RoomCreate,
  RoomType,
  RoomTypeCreate,
  ScreenOption,
  ScreenUserCreate,
  Section,
  SectionCreate,
  ServiceTenant,
  Tenant,
  TenantMaintenance,
  TenantReference,
  TransactionEvent,
  User,
  UserInvite,
  UserProfile,
  UserSession,
  UserUpdate,
} from './types';
