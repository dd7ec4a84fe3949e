/**
 * How often the scanner looks at the camera's picture for a QR code: four times a second finds a
 * code held still within a quarter second, and leaves a phone's processor (and battery) mostly
 * idle between frames.
 */
export const SCAN_INTERVAL_MS = 250;
