import { INTERNAL_FLAG } from '../../../constants';
import { parseDeviceAddress } from '../../../lib/deviceAddress';

/**
 * What a QR code read by the camera says: a dispenser's (the spec's device link,
 * `…/devices/{serialNumber}`, with or without the internal flag, or a bare serial number), or
 * something else (a web address, a product code) that the screen names and goes on scanning past.
 */
export type ScannedCode =
  | { status: 'device'; serialNumber: string; internal: boolean }
  | { status: 'unknown'; text: string };

/** The longest piece of an unknown code the screen repeats: enough to recognise it. */
const SHOWN_TEXT_MAX = 80;

export function readScannedCode(text: string): ScannedCode {
  const address = parseDeviceAddress(text);
  if (address.status !== 'serialNumber') {
    const shown = text.trim();
    return {
      status: 'unknown',
      text: shown.length > SHOWN_TEXT_MAX ? `${shown.slice(0, SHOWN_TEXT_MAX)}…` : shown,
    };
  }
  return {
    status: 'device',
    serialNumber: address.serialNumber.toUpperCase(),
    internal: internalFlagOf(text.trim()),
  };
}

/**
 * Whether the link carries the provider's internal flag (`?internal=true`), from this console's
 * own address only (or a bare path, as the platform prints): a code from anywhere else never
 * asks to switch anyone's tenant.
 */
function internalFlagOf(text: string, origin = globalThis.location?.origin): boolean {
  if (!text.startsWith('/')) {
    try {
      if (new URL(text).origin !== origin) return false;
    } catch {
      return false;
    }
  }
  const query = text.split('#', 1)[0]!.split('?')[1];
  return query !== undefined && new URLSearchParams(query).get(INTERNAL_FLAG) === 'true';
}
