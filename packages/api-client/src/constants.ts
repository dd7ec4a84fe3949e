/**
 * Constants of spec §7 and §9 that concern the API: header names and page sizes. Screens import
 * them from here rather than writing the numbers again.
 */

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
 * The quotas (issue 27) and the provisioning limits: numbers the contract states (`x-constants`
 * in `openapi/platform.yaml`, where each says why it is that number), generated so the platform,
 * the console and the document share them.
 */
export {
  ATTENTION_DEFAULTS,
  COMMENT_MAX_LENGTH,
  CRITICAL_BATTERY_PERCENT_LIMITS,
  FLOOR_PLAN_MAX_ENTRIES,
  IMAGE_MAX_BYTES,
  INSTALLATION_IMAGES_MAX,
  LOW_BATTERY_PERCENT_LIMITS,
  OFFLINE_AFTER_MINUTES_LIMITS,
  PROVISIONING_LIMITS,
} from './generated/limits';
