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

/** How many devices one provisioning may create. */
export const PROVISIONING_LIMITS = { min: 1, max: 100 } as const;

/**
 * Quotas the platform enforces and the console checks before it sends (issue 27). A comment is
 * text a person reads on the device page: 2,000 characters (UTF-16 code units, as a browser's
 * `maxLength` counts them, after trimming) holds a long note, far below the 10 MB one request
 * could store before.
 */
export const COMMENT_MAX_LENGTH = 2000;

/**
 * Pictures one installation may have: the wizard's step 6 takes one or a few of the mounted
 * device; ten leaves room for retakes and close-ups.
 */
export const INSTALLATION_IMAGES_MAX = 10;

/**
 * The largest picture an upload may carry: 5 MiB. The console shrinks a photo to 1600 px JPEG
 * (a few hundred kB) before it sends it, and sends the original only when the browser cannot
 * decode it; 5 MiB keeps such an original from a phone camera (typically 2 to 4 MB) and stays
 * below the sandbox gateway's 10 MiB body limit.
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Entries one floor plan may hold: the floor-plan bench draws 500 devices with their rooms and
 * walls, and a large floor stays well under a thousand entries; 5,000 leaves five times that and
 * keeps a plan (about 100 bytes an entry) far below the 1 MiB a JSON body may have.
 */
export const FLOOR_PLAN_MAX_ENTRIES = 5000;
