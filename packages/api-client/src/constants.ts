/**
 * Constants of spec §7 and §9 that concern the API: header names and page sizes. Screens import
 * them from here rather than writing the numbers again.
 */
import type { NotificationPolicy } from './types';

/** The header that names the current tenant on every request. */
export const TENANT_HEADER = 'x-tenant-identifier';

/** Paging when a caller names nothing else: first page 1, size 10. */
export const PAGING = { firstPage: 1, defaultPageSize: 10 } as const;

/** Page sizes of the lists the console shows (spec §7 and §9). */
export const PAGE_SIZES = {
  /** Paginated searchable lists in general. */
  list: 9,
  tenants: 9,
  rooms: 6,
  /** Rooms offered in the device list's floor filter. */
  roomsInFloorFilter: 6,
  sections: 9,
  deviceModels: 9,
  sessions: 10,
  /** The installation list screen. */
  installationList: 20,
  /** Installations shown anywhere else. */
  installations: 7,
} as const;

/** Room types are listed in one request: page 0, size 100. */
export const ROOM_TYPES_REQUEST = { page: 0, pageSize: 100 } as const;

/** The live feed asks for page 0 with the feed size as page size. */
export const FEED_FIRST_PAGE = 0;

/** The next screen number is read from the newest user: page 1, size 1 of the user list. */
export const NEWEST_USER_REQUEST = { page: 1, pageSize: 1 } as const;

/**
 * The quotas (issue 27), the provisioning limits and the bounds of every text a request carries
 * (issue 54): values the contract states (`x-constants` in `openapi/platform.yaml`, where each
 * says why it is that value), generated so the platform, the console and the document share them.
 */
export {
  ATTENTION_DEFAULTS,
  CASE_NOTE_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  CRITICAL_BATTERY_PERCENT_LIMITS,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  FLOOR_PLAN_MAX_ENTRIES,
  ID_LIST_MAX_ITEMS,
  ID_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  INSTALLATION_IMAGES_MAX,
  LOW_BATTERY_PERCENT_LIMITS,
  NAME_MAX_LENGTH,
  OFFLINE_AFTER_MINUTES_LIMITS,
  PASSWORD_MAX_LENGTH,
  PROVISIONING_LIMITS,
  SERIAL_NUMBER_MAX_LENGTH,
  SERIAL_NUMBER_PATTERN,
  TEXT_MAX_LENGTH,
} from './generated/limits';

/**
 * The notification policy of a tenant that set none (issue 50): grouping as Grafana's defaults
 * (group wait 30 s, group interval 5 min, repeat 4 h), no escalation, and what a person who saved
 * no settings is told: every condition, everywhere, in the console's bell only (e-mail and push
 * are each person's own choice), no quiet hours, in Norwegian. Shared: copy it before changing
 * (`structuredClone`).
 */
export const NOTIFICATION_POLICY_DEFAULTS: Readonly<NotificationPolicy> = {
  groupWaitSeconds: 30,
  groupIntervalMinutes: 5,
  repeatIntervalMinutes: 240,
  escalation: null,
  defaults: {
    onDuty: true,
    reasons: ['empty', 'lowFluid', 'criticalBattery', 'lowBattery', 'offline', 'motorStuck'],
    severities: ['critical', 'warning'],
    sectionIds: [],
    premiseIds: [],
    channels: { console: true, email: false, push: false },
    quietHours: null,
    language: 'nb',
  },
};
