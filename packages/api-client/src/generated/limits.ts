// Generated from openapi/platform.yaml by scripts/generate.ts. Do not edit:
// change the contract and run `pnpm --filter @hygiene/api-client generate`.
/**
 * At most 1,000 ids (`ID_LIST_MAX_ITEMS`): far above any list the console sends (a user's allowed
 * sections, a filter's rooms, the devices of a maintenance session), and a bound on what one
 * request makes the platform look up.
 */
export const ID_LIST_MAX_ITEMS = 1000;

/**
 * An id or an identifier a request names: at most 64 characters (`ID_MAX_LENGTH`), room for a UUID,
 * a Keycloak id or a short identifier.
 */
export const ID_MAX_LENGTH = 64;

/**
 * A name people give and read in lists, menus and on the floor plan (a section, premise, floor,
 * room, room type; a person's first or last name): at most 100 characters (`NAME_MAX_LENGTH`),
 * after trimming. The longest Norwegian ward or building names are about 60; a name of 100,000
 * characters froze the Sections screen for a minute.
 */
export const NAME_MAX_LENGTH = 100;

/**
 * A device's serial number as printed on its label and in its QR code (`HDX3-10020`): letters,
 * digits, `.`, `_` and `-`, beginning with a letter or digit, at most 64 characters
 * (`SERIAL_NUMBER_MAX_LENGTH`, `SERIAL_NUMBER_PATTERN`). Every allowed serial fits a device QR link
 * (a version-40 QR code holds about 2,300 bytes).
 */
export const SERIAL_NUMBER_MAX_LENGTH = 64;

/**
 * A device's serial number as printed on its label and in its QR code (`HDX3-10020`): letters,
 * digits, `.`, `_` and `-`, beginning with a letter or digit, at most 64 characters
 * (`SERIAL_NUMBER_MAX_LENGTH`, `SERIAL_NUMBER_PATTERN`). Every allowed serial fits a device QR link
 * (a version-40 QR code holds about 2,300 bytes).
 */
export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/u;

/**
 * An e-mail address: one `@` with text and no spaces on both sides, at most 254 characters
 * (`EMAIL_MAX_LENGTH`, the longest address SMTP delivers; RFC 5321 §4.5.3.1). Whether it reaches
 * someone is the identity provider's check, not the pattern's.
 */
export const EMAIL_MAX_LENGTH = 254;

/**
 * An e-mail address: one `@` with text and no spaces on both sides, at most 254 characters
 * (`EMAIL_MAX_LENGTH`, the longest address SMTP delivers; RFC 5321 §4.5.3.1). Whether it reaches
 * someone is the identity provider's check, not the pattern's.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/u;

/**
 * A short free text (a screen's device type and specs): at most 200 characters (`TEXT_MAX_LENGTH`).
 */
export const TEXT_MAX_LENGTH = 200;

/** A password set for a screen user, at most 128 characters (`PASSWORD_MAX_LENGTH`). */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A comment is text a person reads on the device page: at most 2,000 characters after trimming
 * (`COMMENT_MAX_LENGTH`; UTF-16 code units, as a browser's `maxLength` counts them), which holds a
 * long note; longer answers 413.
 */
export const COMMENT_MAX_LENGTH = 2000;

/**
 * How many devices one provisioning creates (`PROVISIONING_LIMITS`). From the contract: `min` is
 * the `minimum` of `ProvisionRequest.numberOfNewDevices`; `max` is the `maximum` of
 * `ProvisionRequest.numberOfNewDevices`.
 */
export const PROVISIONING_LIMITS = { min: 1, max: 100 } as const;

/**
 * At most 10 (`INSTALLATION_IMAGES_MAX`, checked on upload): the wizard's step 6 takes one or a few
 * pictures of the mounted device, and ten leave room for retakes and close-ups. Left out where the
 * installation is inlined in a page of devices.
 */
export const INSTALLATION_IMAGES_MAX = 10;

/**
 * At most 5,000 entries (`FLOOR_PLAN_MAX_ENTRIES`): a save with more answers 413 and changes
 * nothing. The floor-plan bench draws 500 devices with their rooms and walls, and a large floor
 * stays well under a thousand entries; 5,000 leave five times that and keep a plan (about 100 bytes
 * an entry) far below the 1 MiB a JSON body may have. Its entries nest at most as deep as any JSON
 * body (32 levels, 422).
 */
export const FLOOR_PLAN_MAX_ENTRIES = 5000;

/**
 * From the contract: `lowBatteryPercent` is the `default` of
 * `AttentionThresholds.lowBatteryPercent`; `criticalBatteryPercent` is the `default` of
 * `AttentionThresholds.criticalBatteryPercent`; `offlineAfterMinutes` is the `default` of
 * `AttentionThresholds.offlineAfterMinutes`.
 */
export const ATTENTION_DEFAULTS = {
  lowBatteryPercent: 20,
  criticalBatteryPercent: 10,
  offlineAfterMinutes: 120,
} as const;

/**
 * A battery at or under this percent is low. From the contract: `min` is the `minimum` of
 * `AttentionThresholds.lowBatteryPercent`; `max` is the `maximum` of
 * `AttentionThresholds.lowBatteryPercent`.
 */
export const LOW_BATTERY_PERCENT_LIMITS = { min: 1, max: 100 } as const;

/**
 * A battery at or under this percent is critical; below `lowBatteryPercent`. From the contract:
 * `min` is the `minimum` of `AttentionThresholds.criticalBatteryPercent`; `max` is the `maximum` of
 * `AttentionThresholds.criticalBatteryPercent`.
 */
export const CRITICAL_BATTERY_PERCENT_LIMITS = { min: 0, max: 99 } as const;

/**
 * Minutes without a message before a device is offline, from 5 minutes to a week. From the
 * contract: `min` is the `minimum` of `AttentionThresholds.offlineAfterMinutes`; `max` is the
 * `maximum` of `AttentionThresholds.offlineAfterMinutes`.
 */
export const OFFLINE_AFTER_MINUTES_LIMITS = { min: 5, max: 10080 } as const;

export const CASE_NOTE_MAX_LENGTH = 500;

/**
 * One image file of at most 5 MiB (5,242,880 bytes, `IMAGE_MAX_BYTES`). The console shrinks a photo
 * to a 1600 px JPEG (a few hundred kB) before it sends it, and sends the original only when the
 * browser cannot decode it; 5 MiB keeps such an original from a phone camera (typically 2 to 4 MB)
 * and stays below the sandbox gateway's 10 MiB body limit.
 */
export const IMAGE_MAX_BYTES = 5242880;
