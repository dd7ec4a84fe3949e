/**
 * The install wizard's own limits (not spec §9, which lives in `src/constants.ts`).
 */

/**
 * Wizard state is kept per serial number in session storage under this prefix; `v2` since issue
 * 51 numbered the steps anew (a kept step 6 was the photo, now the press).
 */
export const INSTALL_WIZARD_STORAGE_PREFIX = 'install-wizard-v2:';
/**
 * How long 'Press the dispenser' waits for the device's first event before it offers to finish as
 * 'installed, not verified' (issue 51), unless the deployment sets its own
 * (`installVerificationTimeoutSeconds`). Two minutes: a dispenser wakes and sends within seconds
 * of a press, and one in a basement may need a retry or two to reach the network.
 */
export const INSTALL_VERIFY_TIMEOUT_MS = 120_000;
/**
 * A phone's photo is shrunk before upload so that its longer side is at most this many pixels:
 * enough to see the mounting, a few hundred kB instead of 8 MB on a hospital's guest Wi-Fi.
 */
export const INSTALL_IMAGE_MAX_SIDE_PX = 1600;
/** JPEG quality of the shrunk photo. */
export const INSTALL_IMAGE_JPEG_QUALITY = 0.82;
/** Recent live events the wizard looks at to tell whether the device is online. */
export const INSTALL_EVENTS_FEED_SIZE = 50;
/** How often the wizard looks again whether the device's last event is still live. */
export const INSTALL_ONLINE_RECHECK_MS = 5_000;
/** The wizard's card never shrinks below this on a short screen; the page scrolls instead. */
export const MIN_WIZARD_CARD_HEIGHT_PX = 360;
