/**
 * What was typed or scanned into 'Open a device': a serial number as printed on the dispenser,
 * or the address its QR code opens (`https://…/devices/{serialNumber}`, with or without the
 * tenant segment, the install child or a query string).
 */
export type DeviceAddress =
  { status: 'serialNumber'; serialNumber: string } | { status: 'empty' } | { status: 'invalid' };

/** A serial number: letters, digits, dashes, dots and underscores (e.g. HDP2-10001). */
const SERIAL_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Screens under `devices/`, whose names are never serial numbers. */
const SCREENS = new Set(['provision', 'scan']);
/** The path segment that precedes a serial number in a device address. */
const DEVICES_SEGMENT = 'devices';

/**
 * Reads a serial number out of what a person typed or a scanner pasted. Never throws: anything
 * that is neither a serial number nor a device address is `invalid`, so the form can say so.
 */
export function parseDeviceAddress(input: string): DeviceAddress {
  const text = input.trim();
  if (text === '') return { status: 'empty' };
  if (SERIAL_NUMBER.test(text)) {
    return SCREENS.has(text.toLowerCase())
      ? { status: 'invalid' }
      : { status: 'serialNumber', serialNumber: text };
  }

  const path = pathOf(text);
  if (path === null) return { status: 'invalid' };
  const segments = path.split('/').filter((segment) => segment !== '');
  const at = segments.lastIndexOf(DEVICES_SEGMENT);
  const raw = at >= 0 ? segments[at + 1] : undefined;
  if (raw === undefined) return { status: 'invalid' };
  let serialNumber: string;
  try {
    serialNumber = decodeURIComponent(raw);
  } catch {
    return { status: 'invalid' };
  }
  // `/devices/provision` and `/devices/scan` are screens, not devices.
  if (SCREENS.has(serialNumber.toLowerCase()) || !SERIAL_NUMBER.test(serialNumber))
    return { status: 'invalid' };
  return { status: 'serialNumber', serialNumber };
}

/** The path of an absolute URL or of a bare path; null for anything else. */
function pathOf(text: string): string | null {
  if (text.startsWith('/')) return text.split(/[?#]/, 1)[0] ?? null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.pathname : null;
  } catch {
    return null;
  }
}
