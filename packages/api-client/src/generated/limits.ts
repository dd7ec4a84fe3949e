// Generated from openapi/platform.yaml by scripts/generate.ts. Do not edit:
// change the contract and run `pnpm --filter @hygiene/api-client generate`.
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

/**
 * One image file of at most 5 MiB (5,242,880 bytes, `IMAGE_MAX_BYTES`). The console shrinks a photo
 * to a 1600 px JPEG (a few hundred kB) before it sends it, and sends the original only when the
 * browser cannot decode it; 5 MiB keeps such an original from a phone camera (typically 2 to 4 MB)
 * and stays below the sandbox gateway's 10 MiB body limit.
 */
export const IMAGE_MAX_BYTES = 5242880;
