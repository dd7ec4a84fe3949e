/**
 * The platform's state: plain, JSON-serialisable records (so a snapshot is a deep copy and a
 * test can load one back). Records keep references as ids; `views.ts` turns them into the
 * contract's shapes. Every record that belongs to a tenant carries `tenant` (its identifier).
 */
import type {
  InstallationVerification,
  AttentionReason,
  AttentionSeverity,
  AttentionThresholds,
  CaseCondition,
  DeviceModel,
  EventType,
  FluidType,
  GeoLocation,
  Group,
  NotificationPolicy,
  NotificationRules,
  InstallationImage,
  InstallationStatus,
  LocationObjectType,
  ScreenOption,
} from '@hygiene/api-client';

export interface TenantRecord {
  identifier: string;
  name: string;
  realm: string;
  kind: 'service' | 'customer';
  /** Where the tenant is, for `/tenants/closest` and ordering by proximity. */
  location: GeoLocation;
  /** Only the service tenant has one: when maintenance ends. */
  serviceTimeEnd: string | null;
  /** Its thresholds for the attention worklist; null: the defaults (`ATTENTION_DEFAULTS`). */
  attentionThresholds: AttentionThresholds | null;
  /** Its notification policy (issue 50); null: `NOTIFICATION_POLICY_DEFAULTS`. */
  notificationPolicy: NotificationPolicy | null;
}

export interface SectionRecord {
  id: string;
  tenant: string;
  name: string;
}

export interface PremiseRecord {
  id: string;
  tenant: string;
  sectionId: string;
  name: string;
  location: GeoLocation | null;
}

export interface FloorRecord {
  id: string;
  tenant: string;
  sectionId: string;
  premiseId: string;
  name: string;
  number: number;
}

export interface RoomRecord {
  id: string;
  tenant: string;
  sectionId: string;
  floorId: string;
  name: string;
  roomTypeId: string;
}

export interface RoomTypeRecord {
  id: string;
  tenant: string;
  name: string;
  useForCompliance: boolean;
}

export interface FloorPlanRecord {
  target: 'floor' | 'room';
  targetId: string;
  tenant: string;
  map: unknown[];
}

export interface DeviceRecord {
  id: string;
  serialNumber: string;
  modelId: string | null;
  /** The tenant the device is at (its location's tenant). */
  tenant: string;
  locationType: LocationObjectType;
  locationId: string | null;
  fluidType: FluidType | null;
  powerSource: string | null;
  batteries: { lastChanged: string | null; level: number | null } | null;
  isOn: boolean;
  onlineEventCount: number;
  created: string;
  /** What its messages said, kept as they arrive: the attention worklist reads it (`attention.ts`). */
  health: DeviceHealthRecord;
}

/** What a device's messages said, folded in the order they arrived (`healthAfter`). */
export interface DeviceHealthRecord {
  /** When its latest message arrived; null when it never sent one. */
  lastMessage: string | null;
  /** Its standing level report (Empty or LowLevel, until Refilled), and since when. */
  fluid: { level: 'Empty' | 'LowLevel'; since: string } | null;
  /** Since when its motor is stuck (MotorStuck, until MotorRun or MotorReturned). */
  motorStuckSince: string | null;
  /**
   * How its battery fell since the batteries were last changed: each report at a lower level
   * than the one before, oldest first (at most 101). When the level first reached a threshold is
   * the first entry at or under it, so another report at the same level never moves 'since'.
   */
  batteryFalls: readonly BatteryFall[];
}

/** A battery report at a lower level than the one before. */
export interface BatteryFall {
  level: number;
  at: string;
}

export interface CommentRecord {
  id: string;
  deviceId: string;
  text: string;
  created: string;
  edited: string | null;
  /** As people read it; null for comments from before authors were kept. */
  author: string | null;
  /** The author's caller id (`Caller.id`): who may edit it. */
  authorId: string | null;
  /** Who edited it last, named as `author` is. */
  editedBy: string | null;
}

export interface InstallationRecord {
  id: string;
  deviceId: string;
  serialnumber: string;
  status: InstallationStatus;
  /** The tenant the device is being installed at. */
  tenant: string;
  installer: string | null;
  images: InstallationImage[];
  created: string;
  completion: {
    completed: string;
    roomId: string;
    fluidType: FluidType;
    /** Absent in completions recorded before issue 51. */
    verification?: InstallationVerification;
  } | null;
  /** The planned room until completed, then the room it was installed in. */
  roomId: string | null;
  /** The day it is planned for (ISO date), if planned with one. */
  plannedFor: string | null;
}

export interface UserRecord {
  id: string;
  tenant: string;
  email: string;
  firstName: string;
  lastName: string;
  groupIds: string[];
  sectionIds: string[];
  created: string;
  /** Set for static display-only screen users. */
  screen: { deviceType: string; specs: string } | null;
}

export interface UserSessionRecord {
  id: string;
  created: string;
  /** The tenant maintenance was started on. */
  tenant: string;
  userId: string;
}

export interface DeviceSessionRecord {
  id: string;
  created: string;
  deviceId: string;
  tenant: string;
  stopped: string | null;
}

export interface EventRecord {
  /** The tenant whose group the event went to (the device's tenant when it happened). */
  tenant: string;
  deviceId: string;
  eventType: EventType;
  event: string;
  timestamp: string;
  receivedOnServer: string | null;
  source: string | null;
  bluetooth: { address: string; rssi: number; timestamp: string } | null;
  transaction: {
    userGroupId: string | null;
    shiftTypeId: string | null;
    sectionId: string | null;
    timestamp: string;
  } | null;
  counter: { revision: number; counterNumber: number; counterValue: number } | null;
  /** The battery level (percent) the event reports, if it reports one. */
  battery: { level: number } | null;
}

/** A person as a case names them: the caller id (`Caller.id`) or a user's id, and a name. */
export interface PersonRef {
  id: string;
  name: string;
}

/**
 * One case (issue 50): a device's condition from when the attention rules found it until it was
 * resolved. At most one open (unresolved) case per device and condition.
 */
export interface CaseRecord {
  id: string;
  tenant: string;
  deviceId: string;
  condition: CaseCondition;
  reason: AttentionReason;
  severity: AttentionSeverity;
  /** When the problem began (the finding's `since`), null when nobody knows. */
  since: string | null;
  openedAt: string;
  updatedAt: string;
  /** How many reports of the condition arrived while open (a second Empty counts). */
  reports: number;
  acknowledged: { at: string; by: PersonRef } | null;
  assignee: PersonRef | null;
  resolved: {
    at: string;
    how: 'device' | 'hand' | 'thresholds';
    event: string | null;
    note: string | null;
    by: PersonRef | null;
  } | null;
  /** Who was told, and when last (repeats); when it was escalated. The notifier's memory. */
  told: Record<string, string>;
  escalatedAt: string | null;
}

/** A person's notification settings at a tenant, as saved (issue 50). */
export interface PreferenceRecord extends NotificationRules {
  tenant: string;
  person: PersonRef;
  email: string | null;
}

/** A browser a person turned web push on in. */
export interface PushSubscriptionRecord {
  tenant: string;
  personId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the notifier keeps per person and tenant between rounds. */
export interface NotifierPersonState {
  tenant: string;
  personId: string;
  /** When the last message went (the group interval counts from it). */
  lastSentAt: string | null;
  /** Cases waiting to be sent, with why; the first of a round starts the group wait. */
  pending: { caseId: string; kind: 'opened' | 'repeat' | 'escalated' }[];
  /** When the first pending case joined (the group wait counts from it). */
  pendingSince: string | null;
  /** Until when the bell counts everything as read. */
  seenUntil: string | null;
}

/** Everything the platform holds. */
export interface PlatformState {
  /** The clock: the time of the last write (ISO). */
  now: string;
  /** The id generator's state, so ids made after a `load` continue deterministically. */
  randomState: number;
  tenants: TenantRecord[];
  sections: SectionRecord[];
  premises: PremiseRecord[];
  floors: FloorRecord[];
  rooms: RoomRecord[];
  roomTypes: RoomTypeRecord[];
  floorPlans: FloorPlanRecord[];
  deviceModels: DeviceModel[];
  devices: DeviceRecord[];
  comments: CommentRecord[];
  installations: InstallationRecord[];
  groups: Group[];
  users: UserRecord[];
  screenOptions: ScreenOption[];
  userSessions: UserSessionRecord[];
  deviceSessions: DeviceSessionRecord[];
  /** Newest first. */
  events: EventRecord[];
  /** Cases, oldest first (issue 50). */
  cases: CaseRecord[];
  /** The number the next case id is made from (ids stay off the random stream). */
  caseSeq: number;
  preferences: PreferenceRecord[];
  pushSubscriptions: PushSubscriptionRecord[];
  notifier: NotifierPersonState[];
}
