// Generated from openapi/platform.yaml by scripts/generate.ts. Do not edit:
// change the contract and run `pnpm --filter @hygiene/api-client generate`.
import type * as v from 'valibot';

import type { CallOptions, ConditionalCallOptions } from '../http';
import type { ApiResult } from '../result';
import type { OperationTable } from '../bindCalls';
import type { QueryOf } from '../types';
import type { components } from './platform';
import type * as s from './schemas';

type Schemas = components['schemas'];
type Out<S extends v.GenericSchema> = v.InferOutput<S>;

/** Every call of the platform, one function each, named by the contract's operationId. */
export interface ApiClient {
  /** `GET /tenants/{id}`. */
  getTenant(id: string, call?: CallOptions): Promise<ApiResult<Out<typeof s.TenantSchema>>>;
  /** `GET /tenants`. The paged tenant list sends `searchTerm` as well as `term`. */
  listTenants(
    query?: QueryOf<'listTenants'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.TenantPageSchema>>>;
  /** `GET /tenants/closest`. The tenant nearest to a position; both coordinates are required. */
  getClosestTenant(
    query: QueryOf<'getClosestTenant'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.TenantSchema>>>;
  /** `GET /devices`. */
  listDevices(
    query?: QueryOf<'listDevices'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DevicePageSchema>>>;
  /** `POST /devices`. */
  createDevice(
    body: Schemas['DeviceCreate'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceSchema>>>;
  /** `GET /devices/{id}`. */
  getDevice(id: string, call?: CallOptions): Promise<ApiResult<Out<typeof s.DeviceSchema>>>;
  /** `GET /device-models`. */
  listDeviceModels(
    query?: QueryOf<'listDeviceModels'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceModelPageSchema>>>;
  /** `PUT /devices/{id}/power-source`. Answers with a status only. */
  setDevicePowerSource(
    id: string,
    body: Schemas['PowerSourceUpdate'],
    call?: ConditionalCallOptions,
  ): Promise<ApiResult<void>>;
  /** `GET /devices/{id}/comments`. */
  listDeviceComments(
    id: string,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceCommentSchema>[]>>;
  /** `POST /devices/{id}/comments`. */
  createDeviceComment(
    id: string,
    body: Schemas['DeviceCommentInput'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceCommentSchema>>>;
  /** `PUT /devices/{id}/comments/{commentId}`. */
  updateDeviceComment(
    id: string,
    commentId: string,
    body: Schemas['DeviceCommentInput'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceCommentSchema>>>;
  /** `DELETE /devices/{id}/comments/{commentId}`. */
  deleteDeviceComment(id: string, commentId: string, call?: CallOptions): Promise<ApiResult<void>>;
  /** `GET /devices/{id}/qr-code`. */
  getDeviceQrCode(id: string, call?: CallOptions): Promise<ApiResult<Blob>>;
  /**
   * `GET /tenants/{tenant}/devices`. The device filter (§3) as query parameters. Id filters repeat
   * the parameter per id (`location.room-id=a&location.room-id=b`).
   */
  listTenantDevices(
    tenant: string,
    query?: QueryOf<'listTenantDevices'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DevicePageSchema>>>;
  /** `POST /tenants/{tenant}/devices`. */
  createTenantDevice(
    tenant: string,
    body: Schemas['DeviceCreate'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceSchema>>>;
  /** `GET /tenants/{tenant}/devices/{device}`. */
  getTenantDevice(
    tenant: string,
    device: string,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceSchema>>>;
  /** `PUT /tenants/{tenant}/devices/{device}`. */
  updateTenantDevice(
    tenant: string,
    device: string,
    body: Schemas['DeviceUpdate'],
    call?: ConditionalCallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceSchema>>>;
  /** `GET /tenants/{tenant}/devices/{device}/details`. */
  getTenantDeviceDetails(
    tenant: string,
    device: string,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceSchema>>>;
  /** `POST /tenants/{tenant}/devices/{device}/fluid`. */
  addTenantDeviceFluid(
    tenant: string,
    device: string,
    body: Schemas['Fluid'],
    call?: CallOptions,
  ): Promise<ApiResult<void>>;
  /** `PUT /tenants/{tenant}/devices/{device}/fluid/type`. */
  setTenantDeviceFluidType(
    tenant: string,
    device: string,
    body: Schemas['Fluid'],
    call?: ConditionalCallOptions,
  ): Promise<ApiResult<void>>;
  /** `POST /tenants/{tenant}/devices/{device}/batteries`. */
  changeTenantDeviceBatteries(
    tenant: string,
    device: string,
    body: Schemas['BatteryChange'],
    call?: CallOptions,
  ): Promise<ApiResult<void>>;
  /**
   * `GET /devices/by-serial-number/{serialNumber}`. Admin lookup of a device by serial number,
   * across tenants. The spec names the call (admin and non-admin lookups) but withholds its path.
   * Chosen as a sub-resource of the /devices collection: a lookup by an alternate key, read-only,
   * so GET; the literal `by-serial-number` segment cannot be a device id and keeps it apart from
   * /devices/{id}.
   */
  getDeviceBySerialNumber(
    serialNumber: string,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceSchema>>>;
  /**
   * `GET /tenants/{tenant}/devices/by-serial-number/{serialNumber}`. Non-admin lookup of a device
   * by serial number within one tenant. The spec withholds the path. Chosen under
   * /tenants/{tenant}/devices, where the spec keeps every tenant-scoped device call, mirroring the
   * admin form /devices/by-serial-number/{serialNumber}.
   */
  getTenantDeviceBySerialNumber(
    tenant: string,
    serialNumber: string,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceSchema>>>;
  /**
   * `POST /devices/provision`. Creates `numberOfNewDevices` devices of one model. The spec
   * withholds method and path. POST because it creates resources and is not idempotent; under
   * /devices because devices are what it creates; an action segment (`provision`) because it
   * answers with a report, not with one created resource, the style the spec itself uses for
   * actions (/device-installations/{id}/complete, /device-sessions/{id}/stop). Success is any 2xx.
   */
  provisionDevices(
    body: Schemas['ProvisionRequest'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.ProvisionResultSchema>>>;
  /** `GET /tenants/{tenant}/devices/{device}/events`. */
  listTenantDeviceEvents(
    tenant: string,
    device: string,
    query?: QueryOf<'listTenantDeviceEvents'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceEventPageSchema>>>;
  /** `GET /device-events`. The feed asks for page 0 with the maximum feed size, plus the filter. */
  listDeviceEvents(
    query?: QueryOf<'listDeviceEvents'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceEventPageSchema>>>;
  /** `GET /devices/{id}/installations`. */
  listDeviceInstallations(
    id: string,
    query?: QueryOf<'listDeviceInstallations'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceInstallationPageSchema>>>;
  /** `GET /device-installations`. */
  listInstallations(
    query?: QueryOf<'listInstallations'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceInstallationPageSchema>>>;
  /**
   * `POST /device-installations`. Saved (200), conflict (409: the device has an active
   * installation) or error (500), as the spec lists them; 400 names a field that is not a known
   * room or user (extensions).
   */
  createInstallation(
    body: Schemas['InstallationCreate'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceInstallationSchema>>>;
  /** `PATCH /device-installations/{id}/status`. */
  updateInstallationStatus(
    id: string,
    body: Schemas['InstallationStatusUpdate'],
    call?: ConditionalCallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceInstallationSchema>>>;
  /** `PUT /device-installations/{id}/installer`. */
  setInstallationInstaller(
    id: string,
    body: Schemas['InstallerUpdate'],
    call?: ConditionalCallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceInstallationSchema>>>;
  /** `POST /device-installations/{id}/complete`. */
  completeInstallation(
    id: string,
    body: Schemas['InstallationCompletion'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceInstallationSchema>>>;
  /**
   * `POST /device-installations/{id}/images`. Adds one image to the installation. Limits (added
   * here; the spec names none): an image of at most 5 MiB (5,242,880 bytes, `IMAGE_MAX_BYTES`),
   * else 413; at most 10 images per installation (`INSTALLATION_IMAGES_MAX`), else 409. Either
   * refusal is a problem body naming the limit, and nothing is stored.
   */
  uploadInstallationImage(
    id: string,
    imageFile: Blob,
    fileName?: string,
    call?: CallOptions,
  ): Promise<ApiResult<void>>;
  /**
   * `DELETE /device-installations/{id}/images/{imageId}`. Removes one image of the installation, by
   * the `id` the installation lists it with. Not a call of the spec: added because a wrong picture
   * (another dispenser, a blurred one) stayed on the device for good once saved (issue 46). 404
   * when the installation or the image is not there (already removed).
   */
  removeInstallationImage(
    id: string,
    imageId: string,
    call?: CallOptions,
  ): Promise<ApiResult<void>>;
  /** `GET /sections`. */
  listSections(
    query?: QueryOf<'listSections'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.SectionPageSchema>>>;
  /** `POST /sections`. */
  createSection(
    body: Schemas['SectionCreate'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.SectionSchema>>>;
  /** `GET /floors`. */
  listFloors(
    query?: QueryOf<'listFloors'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.FloorPageSchema>>>;
  /** `GET /rooms`. */
  listRooms(
    query?: QueryOf<'listRooms'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.RoomPageSchema>>>;
  /** `GET /room-types`. The console lists room types at page 0, size 100. */
  listRoomTypes(
    query?: QueryOf<'listRoomTypes'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.RoomTypePageSchema>>>;
  /** `POST /room-types`. 200 returns the new type; 409 means a type of that name exists. */
  createRoomType(
    body: Schemas['RoomTypeCreate'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.RoomTypeSchema>>>;
  /**
   * `DELETE /room-types/{id}`. Removes the room type. Not a call of the spec: added so a location
   * made by mistake can go (issue 54). Refused (409, nothing changed) while a room is of this type.
   */
  removeRoomType(id: string, call?: ConditionalCallOptions): Promise<ApiResult<void>>;
  /**
   * `PATCH /room-types/{id}`. Renames the room type. Not a call of the spec: added because a bad
   * name otherwise stays until the data is reset (issue 54). Answers the renamed record with its
   * new version.
   */
  renameRoomType(
    id: string,
    body: Schemas['LocationRename'],
    call?: ConditionalCallOptions,
  ): Promise<ApiResult<Out<typeof s.RoomTypeSchema>>>;
  /**
   * `GET /premises`. The tenant's premises (buildings) of every section, by name. Not a call of the
   * spec: added so the install wizard asks for the building first without a call per section (issue
   * 46).
   */
  listPremises(
    query?: QueryOf<'listPremises'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.PremisePageSchema>>>;
  /** `POST /premises`. */
  createPremise(
    body: Schemas['PremiseCreate'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.PremiseSchema>>>;
  /** `POST /sections/{id}/floors`. */
  createFloor(
    id: string,
    body: Schemas['FloorCreate'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.FloorSchema>>>;
  /** `GET /floors/{id}/rooms`. */
  listFloorRooms(
    id: string,
    query?: QueryOf<'listFloorRooms'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.RoomPageSchema>>>;
  /** `POST /floors/{id}/rooms`. */
  createRoom(
    id: string,
    body: Schemas['RoomCreate'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.RoomSchema>>>;
  /** `GET /premises/{id}`. */
  getPremise(id: string, call?: CallOptions): Promise<ApiResult<Out<typeof s.PremiseSchema>>>;
  /**
   * `DELETE /premises/{id}`. Removes the premise. Not a call of the spec: added so a location made
   * by mistake can go (issue 54). Refused (409, nothing changed) while a floor is in it.
   */
  removePremise(id: string, call?: ConditionalCallOptions): Promise<ApiResult<void>>;
  /**
   * `PATCH /premises/{id}`. Renames the premise. Not a call of the spec: added because a bad name
   * otherwise stays until the data is reset (issue 54). Answers the renamed record with its new
   * version.
   */
  renamePremise(
    id: string,
    body: Schemas['LocationRename'],
    call?: ConditionalCallOptions,
  ): Promise<ApiResult<Out<typeof s.PremiseSchema>>>;
  /** `GET /sections/{id}`. */
  getSection(id: string, call?: CallOptions): Promise<ApiResult<Out<typeof s.SectionSchema>>>;
  /**
   * `DELETE /sections/{id}`. Removes the section. Not a call of the spec: added so a location made
   * by mistake can go (issue 54). Refused (409, nothing changed) while a premise is in it; users
   * allowed to it lose it from their allowed sections.
   */
  removeSection(id: string, call?: ConditionalCallOptions): Promise<ApiResult<void>>;
  /**
   * `PATCH /sections/{id}`. Renames the section. Not a call of the spec: added because a bad name
   * otherwise stays until the data is reset (issue 54). Answers the renamed record with its new
   * version.
   */
  renameSection(
    id: string,
    body: Schemas['LocationRename'],
    call?: ConditionalCallOptions,
  ): Promise<ApiResult<Out<typeof s.SectionSchema>>>;
  /** `GET /floors/{id}`. */
  getFloor(id: string, call?: CallOptions): Promise<ApiResult<Out<typeof s.FloorSchema>>>;
  /**
   * `DELETE /floors/{id}`. Removes the floor. Not a call of the spec: added so a location made by
   * mistake can go (issue 54). Refused (409, nothing changed) while a room is on it; its floor plan
   * goes with it.
   */
  removeFloor(id: string, call?: ConditionalCallOptions): Promise<ApiResult<void>>;
  /**
   * `PATCH /floors/{id}`. Renames the floor. Not a call of the spec: added because a bad name
   * otherwise stays until the data is reset (issue 54). Answers the renamed record with its new
   * version.
   */
  renameFloor(
    id: string,
    body: Schemas['LocationRename'],
    call?: ConditionalCallOptions,
  ): Promise<ApiResult<Out<typeof s.FloorSchema>>>;
  /** `GET /rooms/{id}`. */
  getRoom(id: string, call?: CallOptions): Promise<ApiResult<Out<typeof s.RoomSchema>>>;
  /**
   * `DELETE /rooms/{id}`. Removes the room. Not a call of the spec: added so a location made by
   * mistake can go (issue 54). Refused (409, nothing changed) while a device is placed in it or an
   * active installation is for it; its floor plan goes with it, and finished installations keep the
   * room's id in their history.
   */
  removeRoom(id: string, call?: ConditionalCallOptions): Promise<ApiResult<void>>;
  /**
   * `PATCH /rooms/{id}`. Renames the room. Not a call of the spec: added because a bad name
   * otherwise stays until the data is reset (issue 54). Answers the renamed record with its new
   * version.
   */
  renameRoom(
    id: string,
    body: Schemas['LocationRename'],
    call?: ConditionalCallOptions,
  ): Promise<ApiResult<Out<typeof s.RoomSchema>>>;
  /** `GET /sections/{id}/premises`. */
  listSectionPremises(
    id: string,
    query?: QueryOf<'listSectionPremises'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.PremisePageSchema>>>;
  /** `GET /premises/{id}/floors`. */
  listPremiseFloors(
    id: string,
    query?: QueryOf<'listPremiseFloors'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.FloorPageSchema>>>;
  /**
   * `GET /floors/{id}/floor-plans`. 404 when the floor has no floor plan yet (the console then
   * creates one).
   */
  getFloorFloorPlan(
    id: string,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.FloorPlanSchema>>>;
  /**
   * `PUT /floors/{id}/floor-plans`. Success is a status of at most 204. With `If-Match` (an
   * extension), a plan saved meanwhile at another version answers 412 and is kept.
   */
  updateFloorFloorPlan(
    id: string,
    body: Schemas['FloorPlan'],
    call?: ConditionalCallOptions,
  ): Promise<ApiResult<void>>;
  /** `POST /floors/{id}/floor-plans`. Success is a status of at most 204. */
  createFloorFloorPlan(
    id: string,
    body: Schemas['FloorPlan'],
    call?: CallOptions,
  ): Promise<ApiResult<void>>;
  /**
   * `GET /rooms/{id}/floor-plans`. 404 when the room has no floor plan yet (the console then
   * creates one).
   */
  getRoomFloorPlan(
    id: string,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.FloorPlanSchema>>>;
  /**
   * `PUT /rooms/{id}/floor-plans`. Success is a status of at most 204. With `If-Match` (an
   * extension), a plan saved meanwhile at another version answers 412 and is kept.
   */
  updateRoomFloorPlan(
    id: string,
    body: Schemas['FloorPlan'],
    call?: ConditionalCallOptions,
  ): Promise<ApiResult<void>>;
  /** `POST /rooms/{id}/floor-plans`. Success is a status of at most 204. */
  createRoomFloorPlan(
    id: string,
    body: Schemas['FloorPlan'],
    call?: CallOptions,
  ): Promise<ApiResult<void>>;
  /** `PUT /premises/{id}/location`. */
  updatePremiseLocation(
    id: string,
    body: Schemas['GeoLocation'],
    call?: ConditionalCallOptions,
  ): Promise<ApiResult<void>>;
  /**
   * `GET /users`. The next screen number is read from this list at page 1, size 1 (spec §7). Read
   * as the spec words it (the newest user of any kind), one ordinary invitation after the last
   * screen user leaves no number to read; so the console asks with `screenUsers=true` (an
   * extension), which lists only the screen users, highest screen number first: page 1, size 1 is
   * then the previous highest, and an empty page means the first (spec §9).
   */
  listUsers(
    query?: QueryOf<'listUsers'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.UserPageSchema>>>;
  /** `POST /users`. Invites a user by email. Success is status 200. */
  inviteUser(body: Schemas['UserInvite'], call?: CallOptions): Promise<ApiResult<void>>;
  /** `GET /users/{id}`. */
  getUser(id: string, call?: CallOptions): Promise<ApiResult<Out<typeof s.UserSchema>>>;
  /** `PUT /users/{id}`. */
  updateUser(
    id: string,
    body: Schemas['UserUpdate'],
    call?: ConditionalCallOptions,
  ): Promise<ApiResult<Out<typeof s.UserSchema>>>;
  /** `DELETE /users/{id}`. */
  deleteUser(id: string, call?: ConditionalCallOptions): Promise<ApiResult<void>>;
  /**
   * `GET /groups`. The groups (roles) for the role selector; the spec says the answer has `items`
   * (id, name) and withholds the path. Chosen as a top-level collection like /users, /sections and
   * /sessions: groups are assigned to users but exist on their own, and `Group` is the entity's
   * name in the spec.
   */
  listGroups(call?: CallOptions): Promise<ApiResult<Out<typeof s.GroupListSchema>>>;
  /** `GET /screen-users`. The screen options that prefill device type and specs. */
  listScreenUsers(call?: CallOptions): Promise<ApiResult<Out<typeof s.ScreenOptionSchema>[]>>;
  /** `POST /screen-users`. Success is a status below 300. */
  createScreenUser(body: Schemas['ScreenUserCreate'], call?: CallOptions): Promise<ApiResult<void>>;
  /** `GET /service-tenants`. */
  listServiceTenants(call?: CallOptions): Promise<ApiResult<Out<typeof s.ServiceTenantSchema>[]>>;
  /**
   * `GET /tenants/{tenant}/maintenance`. Whether one tenant is in maintenance and until when, read
   * as that tenant. Not a call of the spec: added because the app bar's maintenance-mode indicator
   * (spec §2) and the redirect when the service time end passes (spec §4) must work for every user
   * of the tenant in maintenance, and the spec's only source, GET /service-tenants (with GET
   * /sessions for where maintenance was started), belongs to the service tenant, which a tenant's
   * own staff may not read (spec §6). Under /tenants/{tenant}, where the spec keeps tenant-scoped
   * calls, so the gateway checks the path tenant like the header: a caller reads only a tenant it
   * may reach (another answers 403 or 404). The answer says whether maintenance runs now and when
   * the tenant's latest window ends or ended; it names no other tenant and no session.
   */
  getTenantMaintenance(
    tenant: string,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.TenantMaintenanceSchema>>>;
  /**
   * `GET /tenants/{tenant}/attention`. The tenant's devices that need someone now (issue 29: 'Needs
   * attention'), worst first: critical before warning; within each, the longest-standing problem
   * first (the earliest `since` of the item's worst findings; unknown ones last), then by premise,
   * floor number, room and serial number. Not a call of the spec: added because the console must
   * not read every device into the browser to find the few that are empty, low on battery, silent
   * or stuck. The platform decides with the tenant's thresholds (GET
   * /tenants/{tenant}/attention/thresholds) and what each device last reported; one device is one
   * item, with every reason it is on the list.
   */
  listAttention(
    tenant: string,
    query?: QueryOf<'listAttention'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.AttentionPageSchema>>>;
  /**
   * `GET /tenants/{tenant}/attention/summary`. How many of the tenant's devices need attention: in
   * all, by severity, by reason, and under each section, premise and floor. Not a call of the spec:
   * added for the dashboard's count and the counts on the location pages, which must not page
   * through the worklist.
   */
  getAttentionSummary(
    tenant: string,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.AttentionSummarySchema>>>;
  /**
   * `GET /tenants/{tenant}/attention/thresholds`. The tenant's thresholds for the worklist: the
   * defaults until someone changes them. Not a call of the spec (see GET
   * /tenants/{tenant}/attention).
   */
  getAttentionThresholds(
    tenant: string,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.StoredAttentionThresholdsSchema>>>;
  /**
   * `PUT /tenants/{tenant}/attention/thresholds`. Sets the tenant's thresholds; the worklist
   * follows at once. 400 names a field out of its range, and `criticalBatteryPercent` when it is
   * not below `lowBatteryPercent`. Not a call of the spec (see GET /tenants/{tenant}/attention).
   */
  updateAttentionThresholds(
    tenant: string,
    body: Schemas['AttentionThresholds'],
    call?: ConditionalCallOptions,
  ): Promise<ApiResult<Out<typeof s.StoredAttentionThresholdsSchema>>>;
  /**
   * `GET /tenants/{tenant}/cases`. The tenant's cases, newest first (issue 50: from 'Needs
   * attention' to work done). Not a call of the spec: added because the worklist says what is wrong
   * but nobody could say "I am on it". The platform opens one case per device and condition (fluid,
   * battery, offline, motor) when the worklist finds it, updates that case when the same condition
   * comes again or worsens (a second Empty, Low fluid becoming Empty), and resolves it when the
   * device says so (Refilled, new batteries, a message after silence, MotorRun) or a person does
   * with a note.
   */
  listCases(
    tenant: string,
    query?: QueryOf<'listCases'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.CasePageSchema>>>;
  /**
   * `POST /tenants/{tenant}/cases/{caseId}/acknowledge`. "I am on it": the caller acknowledges an
   * open case (who and when are kept). Repeats and escalation of the case stop at once. A case
   * acknowledged already stays as it was (its first acknowledgement counts); a resolved one answers
   * 409. Not a call of the spec (see GET /tenants/{tenant}/cases).
   */
  acknowledgeCase(
    tenant: string,
    caseId: string,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.CaseSchema>>>;
  /**
   * `PUT /tenants/{tenant}/cases/{caseId}/assignee`. Gives an open case to a person (one of GET
   * /tenants/{tenant}/cases/people), or takes it back (`personId: null`). Assigning acknowledges a
   * case nobody has yet, in the caller's name. 404 names a person the tenant does not know; a
   * resolved case answers 409. Not a call of the spec (see GET /tenants/{tenant}/cases).
   */
  assignCase(
    tenant: string,
    caseId: string,
    body: Schemas['CaseAssignment'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.CaseSchema>>>;
  /**
   * `POST /tenants/{tenant}/cases/{caseId}/resolve`. Resolves an open case by hand, with a note
   * saying what was done (the device may not say so itself: a bottle changed on a dispenser that
   * reports no level). The same standing report does not open it again; a new one does. A resolved
   * case answers 409. Not a call of the spec (see GET /tenants/{tenant}/cases).
   */
  resolveCase(
    tenant: string,
    caseId: string,
    body: Schemas['CaseResolutionNote'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.CaseSchema>>>;
  /**
   * `GET /tenants/{tenant}/cases/people`. Who a case can be given to: the tenant's users and
   * everyone who set their notifications for it, by name, the caller marked `me`. Not a call of the
   * spec (see GET /tenants/{tenant}/cases).
   */
  listCasePeople(
    tenant: string,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.CasePersonSchema>[]>>;
  /**
   * `GET /tenants/{tenant}/cases/times`. Time to act: per premise and per week (Monday to Sunday,
   * the tenant's time), how many cases opened, and the median minutes from opening to acknowledging
   * and to resolving of those acknowledged and resolved that week. Newest week first. Not a call of
   * the spec (see GET /tenants/{tenant}/cases).
   */
  getCaseTimes(
    tenant: string,
    query?: QueryOf<'getCaseTimes'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.CaseTimesSchema>>>;
  /**
   * `GET /tenants/{tenant}/notifications`. The console's bell: the caller's open cases (those its
   * notification settings cover) opened or escalated to it since it last looked, newest first, at
   * most 20, and how many in all. Not a call of the spec: added for issue 50.
   */
  getUnreadCases(
    tenant: string,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.UnreadCasesSchema>>>;
  /**
   * `POST /tenants/{tenant}/notifications/seen`. The caller has seen its bell: what was unread
   * until now is read. Not a call of the spec (see GET /tenants/{tenant}/notifications).
   */
  markNotificationsSeen(tenant: string, call?: CallOptions): Promise<ApiResult<void>>;
  /**
   * `GET /tenants/{tenant}/notifications/preferences`. The caller's own notification settings at
   * this tenant: which conditions and severities, where, by which channel, quiet hours, language.
   * Until it saves some, the tenant's defaults (`saved: false`). Not a call of the spec: added for
   * issue 50.
   */
  getNotificationPreferences(
    tenant: string,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.NotificationPreferencesSchema>>>;
  /**
   * `PUT /tenants/{tenant}/notifications/preferences`. Saves the caller's own notification settings
   * at this tenant. 404 names a section or premise the tenant does not have. Not a call of the spec
   * (see GET /tenants/{tenant}/notifications/preferences).
   */
  updateNotificationPreferences(
    tenant: string,
    body: Schemas['NotificationRules'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.NotificationPreferencesSchema>>>;
  /**
   * `GET /tenants/{tenant}/notifications/policy`. The tenant's notification policy: grouping (group
   * wait, group interval, repeat interval; Grafana's defaults until changed), escalation, and the
   * defaults a person's settings start from. Not a call of the spec: added for issue 50.
   */
  getNotificationPolicy(
    tenant: string,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.NotificationPolicySchema>>>;
  /**
   * `PUT /tenants/{tenant}/notifications/policy`. Sets the tenant's notification policy. Like the
   * thresholds it decides when the provider's staff are sent out, so the roles that set those set
   * it. 404 names an escalation person the tenant does not know. Not a call of the spec (see GET
   * /tenants/{tenant}/notifications/policy).
   */
  updateNotificationPolicy(
    tenant: string,
    body: Schemas['NotificationPolicy'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.NotificationPolicySchema>>>;
  /**
   * `GET /tenants/{tenant}/notifications/push`. The platform's push key (VAPID's public key, for
   * `PushManager.subscribe`'s `applicationServerKey`; null when this platform sends no web push)
   * and how many browsers the caller has subscribed. Not a call of the spec: added for issue 50.
   */
  getPushSettings(
    tenant: string,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.PushSettingsSchema>>>;
  /**
   * `PUT /tenants/{tenant}/notifications/push`. Keeps a browser's push subscription
   * (`PushSubscription.toJSON()`) for the caller at this tenant; the console sends it again at each
   * start, so a renewed one replaces the old. Not a call of the spec (see GET
   * /tenants/{tenant}/notifications/push).
   */
  savePushSubscription(
    tenant: string,
    body: Schemas['PushSubscription'],
    call?: CallOptions,
  ): Promise<ApiResult<void>>;
  /**
   * `POST /tenants/{tenant}/notifications/push/remove`. Forgets a browser's push subscription of
   * the caller (turning push off on that browser). Forgetting one that is not kept is not an error.
   * Not a call of the spec (see GET /tenants/{tenant}/notifications/push).
   */
  removePushSubscription(
    tenant: string,
    body: Schemas['PushEndpoint'],
    call?: CallOptions,
  ): Promise<ApiResult<void>>;
  /** `GET /sessions`. */
  listSessions(
    query?: QueryOf<'listSessions'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.UserSessionPageSchema>>>;
  /** `POST /sessions`. Starts maintenance; answers 204 on success. */
  startMaintenance(body: Schemas['MaintenanceStart'], call?: CallOptions): Promise<ApiResult<void>>;
  /** `GET /users/{id}/sessions`. */
  listUserSessions(
    id: string,
    query?: QueryOf<'listUserSessions'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.UserSessionPageSchema>>>;
  /** `POST /sessions/devices`. */
  startDeviceSessions(
    body: Schemas['DeviceSessionsStart'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceSessionSchema>[]>>;
  /** `PUT /device-sessions/{id}`. */
  updateDeviceSession(
    id: string,
    body: Schemas['DeviceSessionUpdate'],
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceSessionSchema>>>;
  /** `POST /device-sessions/{id}/stop`. */
  stopDeviceSession(
    id: string,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceSessionSchema>>>;
  /** `GET /device-sessions`. */
  listDeviceSessions(
    query?: QueryOf<'listDeviceSessions'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceSessionPageSchema>>>;
  /** `GET /devices/{id}/sessions`. */
  listDeviceSessionsOfDevice(
    id: string,
    query?: QueryOf<'listDeviceSessionsOfDevice'>,
    call?: CallOptions,
  ): Promise<ApiResult<Out<typeof s.DeviceSessionPageSchema>>>;
}

/**
 * One row per operation: method, path, answer (the component a JSON answer is, `Name[]` for a
 * list of them, `'blob'` for an image or 0 for none; its schema is `<Name>Schema` of
 * `schemas.ts`, loaded on the first call), the argument letters after the path parameters
 * (b body, f file, q query, c If-Match) and a file's field.
 */
export const operationTable = {
  getTenant: ['get', '/tenants/{id}', 'Tenant'],
  listTenants: ['get', '/tenants', 'TenantPage', 'q'],
  getClosestTenant: ['get', '/tenants/closest', 'Tenant', 'q'],
  listDevices: ['get', '/devices', 'DevicePage', 'q'],
  createDevice: ['post', '/devices', 'Device', 'b'],
  getDevice: ['get', '/devices/{id}', 'Device'],
  listDeviceModels: ['get', '/device-models', 'DeviceModelPage', 'q'],
  setDevicePowerSource: ['put', '/devices/{id}/power-source', 0, 'bc'],
  listDeviceComments: ['get', '/devices/{id}/comments', 'DeviceComment[]'],
  createDeviceComment: ['post', '/devices/{id}/comments', 'DeviceComment', 'b'],
  updateDeviceComment: ['put', '/devices/{id}/comments/{commentId}', 'DeviceComment', 'b'],
  deleteDeviceComment: ['delete', '/devices/{id}/comments/{commentId}', 0],
  getDeviceQrCode: ['get', '/devices/{id}/qr-code', 'blob'],
  listTenantDevices: ['get', '/tenants/{tenant}/devices', 'DevicePage', 'q'],
  createTenantDevice: ['post', '/tenants/{tenant}/devices', 'Device', 'b'],
  getTenantDevice: ['get', '/tenants/{tenant}/devices/{device}', 'Device'],
  updateTenantDevice: ['put', '/tenants/{tenant}/devices/{device}', 'Device', 'bc'],
  getTenantDeviceDetails: ['get', '/tenants/{tenant}/devices/{device}/details', 'Device'],
  addTenantDeviceFluid: ['post', '/tenants/{tenant}/devices/{device}/fluid', 0, 'b'],
  setTenantDeviceFluidType: ['put', '/tenants/{tenant}/devices/{device}/fluid/type', 0, 'bc'],
  changeTenantDeviceBatteries: ['post', '/tenants/{tenant}/devices/{device}/batteries', 0, 'b'],
  getDeviceBySerialNumber: ['get', '/devices/by-serial-number/{serialNumber}', 'Device'],
  getTenantDeviceBySerialNumber: [
    'get',
    '/tenants/{tenant}/devices/by-serial-number/{serialNumber}',
    'Device',
  ],
  provisionDevices: ['post', '/devices/provision', 'ProvisionResult', 'b'],
  listTenantDeviceEvents: [
    'get',
    '/tenants/{tenant}/devices/{device}/events',
    'DeviceEventPage',
    'q',
  ],
  listDeviceEvents: ['get', '/device-events', 'DeviceEventPage', 'q'],
  listDeviceInstallations: ['get', '/devices/{id}/installations', 'DeviceInstallationPage', 'q'],
  listInstallations: ['get', '/device-installations', 'DeviceInstallationPage', 'q'],
  createInstallation: ['post', '/device-installations', 'DeviceInstallation', 'b'],
  updateInstallationStatus: [
    'patch',
    '/device-installations/{id}/status',
    'DeviceInstallation',
    'bc',
  ],
  setInstallationInstaller: [
    'put',
    '/device-installations/{id}/installer',
    'DeviceInstallation',
    'bc',
  ],
  completeInstallation: ['post', '/device-installations/{id}/complete', 'DeviceInstallation', 'b'],
  uploadInstallationImage: ['post', '/device-installations/{id}/images', 0, 'f', 'imageFile'],
  removeInstallationImage: ['delete', '/device-installations/{id}/images/{imageId}', 0],
  listSections: ['get', '/sections', 'SectionPage', 'q'],
  createSection: ['post', '/sections', 'Section', 'b'],
  listFloors: ['get', '/floors', 'FloorPage', 'q'],
  listRooms: ['get', '/rooms', 'RoomPage', 'q'],
  listRoomTypes: ['get', '/room-types', 'RoomTypePage', 'q'],
  createRoomType: ['post', '/room-types', 'RoomType', 'b'],
  removeRoomType: ['delete', '/room-types/{id}', 0, 'c'],
  renameRoomType: ['patch', '/room-types/{id}', 'RoomType', 'bc'],
  listPremises: ['get', '/premises', 'PremisePage', 'q'],
  createPremise: ['post', '/premises', 'Premise', 'b'],
  createFloor: ['post', '/sections/{id}/floors', 'Floor', 'b'],
  listFloorRooms: ['get', '/floors/{id}/rooms', 'RoomPage', 'q'],
  createRoom: ['post', '/floors/{id}/rooms', 'Room', 'b'],
  getPremise: ['get', '/premises/{id}', 'Premise'],
  removePremise: ['delete', '/premises/{id}', 0, 'c'],
  renamePremise: ['patch', '/premises/{id}', 'Premise', 'bc'],
  getSection: ['get', '/sections/{id}', 'Section'],
  removeSection: ['delete', '/sections/{id}', 0, 'c'],
  renameSection: ['patch', '/sections/{id}', 'Section', 'bc'],
  getFloor: ['get', '/floors/{id}', 'Floor'],
  removeFloor: ['delete', '/floors/{id}', 0, 'c'],
  renameFloor: ['patch', '/floors/{id}', 'Floor', 'bc'],
  getRoom: ['get', '/rooms/{id}', 'Room'],
  removeRoom: ['delete', '/rooms/{id}', 0, 'c'],
  renameRoom: ['patch', '/rooms/{id}', 'Room', 'bc'],
  listSectionPremises: ['get', '/sections/{id}/premises', 'PremisePage', 'q'],
  listPremiseFloors: ['get', '/premises/{id}/floors', 'FloorPage', 'q'],
  getFloorFloorPlan: ['get', '/floors/{id}/floor-plans', 'FloorPlan'],
  updateFloorFloorPlan: ['put', '/floors/{id}/floor-plans', 0, 'bc'],
  createFloorFloorPlan: ['post', '/floors/{id}/floor-plans', 0, 'b'],
  getRoomFloorPlan: ['get', '/rooms/{id}/floor-plans', 'FloorPlan'],
  updateRoomFloorPlan: ['put', '/rooms/{id}/floor-plans', 0, 'bc'],
  createRoomFloorPlan: ['post', '/rooms/{id}/floor-plans', 0, 'b'],
  updatePremiseLocation: ['put', '/premises/{id}/location', 0, 'bc'],
  listUsers: ['get', '/users', 'UserPage', 'q'],
  inviteUser: ['post', '/users', 0, 'b'],
  getUser: ['get', '/users/{id}', 'User'],
  updateUser: ['put', '/users/{id}', 'User', 'bc'],
  deleteUser: ['delete', '/users/{id}', 0, 'c'],
  listGroups: ['get', '/groups', 'GroupList'],
  listScreenUsers: ['get', '/screen-users', 'ScreenOption[]'],
  createScreenUser: ['post', '/screen-users', 0, 'b'],
  listServiceTenants: ['get', '/service-tenants', 'ServiceTenant[]'],
  getTenantMaintenance: ['get', '/tenants/{tenant}/maintenance', 'TenantMaintenance'],
  listAttention: ['get', '/tenants/{tenant}/attention', 'AttentionPage', 'q'],
  getAttentionSummary: ['get', '/tenants/{tenant}/attention/summary', 'AttentionSummary'],
  getAttentionThresholds: [
    'get',
    '/tenants/{tenant}/attention/thresholds',
    'StoredAttentionThresholds',
  ],
  updateAttentionThresholds: [
    'put',
    '/tenants/{tenant}/attention/thresholds',
    'StoredAttentionThresholds',
    'bc',
  ],
  listCases: ['get', '/tenants/{tenant}/cases', 'CasePage', 'q'],
  acknowledgeCase: ['post', '/tenants/{tenant}/cases/{caseId}/acknowledge', 'Case'],
  assignCase: ['put', '/tenants/{tenant}/cases/{caseId}/assignee', 'Case', 'b'],
  resolveCase: ['post', '/tenants/{tenant}/cases/{caseId}/resolve', 'Case', 'b'],
  listCasePeople: ['get', '/tenants/{tenant}/cases/people', 'CasePerson[]'],
  getCaseTimes: ['get', '/tenants/{tenant}/cases/times', 'CaseTimes', 'q'],
  getUnreadCases: ['get', '/tenants/{tenant}/notifications', 'UnreadCases'],
  markNotificationsSeen: ['post', '/tenants/{tenant}/notifications/seen', 0],
  getNotificationPreferences: [
    'get',
    '/tenants/{tenant}/notifications/preferences',
    'NotificationPreferences',
  ],
  updateNotificationPreferences: [
    'put',
    '/tenants/{tenant}/notifications/preferences',
    'NotificationPreferences',
    'b',
  ],
  getNotificationPolicy: ['get', '/tenants/{tenant}/notifications/policy', 'NotificationPolicy'],
  updateNotificationPolicy: [
    'put',
    '/tenants/{tenant}/notifications/policy',
    'NotificationPolicy',
    'b',
  ],
  getPushSettings: ['get', '/tenants/{tenant}/notifications/push', 'PushSettings'],
  savePushSubscription: ['put', '/tenants/{tenant}/notifications/push', 0, 'b'],
  removePushSubscription: ['post', '/tenants/{tenant}/notifications/push/remove', 0, 'b'],
  listSessions: ['get', '/sessions', 'UserSessionPage', 'q'],
  startMaintenance: ['post', '/sessions', 0, 'b'],
  listUserSessions: ['get', '/users/{id}/sessions', 'UserSessionPage', 'q'],
  startDeviceSessions: ['post', '/sessions/devices', 'DeviceSession[]', 'b'],
  updateDeviceSession: ['put', '/device-sessions/{id}', 'DeviceSession', 'b'],
  stopDeviceSession: ['post', '/device-sessions/{id}/stop', 'DeviceSession'],
  listDeviceSessions: ['get', '/device-sessions', 'DeviceSessionPage', 'q'],
  listDeviceSessionsOfDevice: ['get', '/devices/{id}/sessions', 'DeviceSessionPage', 'q'],
} satisfies OperationTable;
