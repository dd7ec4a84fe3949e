import { encode } from 'uqr';

import { SERIAL_NUMBER_MAX_LENGTH, SERIAL_NUMBER_PATTERN } from './constants';
import { encodeMonochromePng } from './png';

/** Pixels per QR module: a version-2 code (25 modules + border) becomes ~200 px square. */
const QR_SCALE = 7;

/** Whether `serial` is one the contract allows (within its length and pattern). */
export function isContractSerial(serial: string): boolean {
  return serial.length <= SERIAL_NUMBER_MAX_LENGTH && SERIAL_NUMBER_PATTERN.test(serial);
}

/**
 * A scannable QR code of `text` as PNG bytes (uqr computes the modules, with a quiet zone).
 * Made per request, not stored, so 10,000 devices cost nothing until a QR code is asked for.
 */
export function qrCodePng(text: string): Uint8Array {
  const { data } = encode(text, { ecc: 'M', border: 2 });
  return encodeMonochromePng(data, QR_SCALE);
}
