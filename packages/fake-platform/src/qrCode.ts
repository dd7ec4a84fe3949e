import { encode } from 'uqr';

import { encodeMonochromePng } from './png';

/** Pixels per QR module: a version-2 code (25 modules + border) becomes ~200 px square. */
const QR_SCALE = 7;

/**
 * A scannable QR code of `text` as PNG bytes (uqr computes the modules, with a quiet zone).
 * Made per request, not stored, so 10,000 devices cost nothing until a QR code is asked for.
 */
export function qrCodePng(text: string): Uint8Array {
  const { data } = encode(text, { ecc: 'M', border: 2 });
  return encodeMonochromePng(data, QR_SCALE);
}
