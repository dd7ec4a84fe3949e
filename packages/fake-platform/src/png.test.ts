import { inflateSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { encodeMonochromePng } from './png';
import { SERIAL_NUMBER_MAX_LENGTH } from './constants';
import { isContractSerial, qrCodePng } from './qrCode';

/** Reads a PNG's chunks, checking every CRC with Node's zlib-independent reader below. */
function readPng(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Uint8Array }[] = [];
  let offset = 8;
  while (offset < bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    chunks.push({ type, data: bytes.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
  }
  const header = chunks[0]!.data;
  const headerView = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const idat = chunks.find((c) => c.type === 'IDAT')!.data;
  return {
    types: chunks.map((c) => c.type),
    width: headerView.getUint32(0),
    height: headerView.getUint32(4),
    bitDepth: header[8],
    colourType: header[9],
    // Node's zlib checks the Adler-32 checksum and the stored blocks' lengths.
    raw: inflateSync(idat),
  };
}

describe('encodeMonochromePng', () => {
  it('writes a PNG that zlib decodes to the expected scanlines', () => {
    const png = readPng(
      encodeMonochromePng(
        [
          [true, false, true],
          [false, true, false],
        ],
        2,
      ),
    );
    expect(png.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect({
      width: png.width,
      height: png.height,
      bitDepth: png.bitDepth,
      colourType: png.colourType,
    }).toEqual({
      width: 6,
      height: 4,
      bitDepth: 1,
      colourType: 0,
    });
    // Each row: a filter byte, then 6 bits (1 = white): dark-dark light-light dark-dark.
    expect([...png.raw]).toEqual([0, 0b00110000, 0, 0b00110000, 0, 0b11001100, 0, 0b11001100]);
  });

  it('splits large images into several stored deflate blocks', () => {
    const big = Array.from({ length: 600 }, (_, y) =>
      Array.from({ length: 600 }, (_, x) => (x + y) % 3 === 0),
    );
    const png = readPng(encodeMonochromePng(big));
    expect(png.raw.length).toBe(600 * (1 + Math.ceil(600 / 8)));
  });
});

describe('qrCodePng', () => {
  it('is a square PNG with both dark and light modules', () => {
    const png = readPng(qrCodePng('/devices/HDP2-10001'));
    expect(png.width).toBe(png.height);
    expect(png.width).toBeGreaterThan(100);
    // Whole bytes of the first row (the last byte may end in padding bits).
    const rowBytes = [...png.raw.subarray(1, 1 + Math.floor(png.width / 8))];
    expect(new Set([...png.raw]).size).toBeGreaterThan(2);
    expect(rowBytes.every((b) => b === 0xff)).toBe(true); // the quiet zone is light
  });
});

describe('the QR code of every serial the contract allows', () => {
  it('fits the longest allowed serial in a device link; a longer one or one with other characters is not a contract serial', async () => {
    const longest = `Z${'9'.repeat(SERIAL_NUMBER_MAX_LENGTH - 1)}`;
    expect(isContractSerial(longest)).toBe(true);
    expect(readPng(qrCodePng(`/devices/${longest}`)).width).toBeGreaterThan(0);
    expect(isContractSerial(`${longest}9`)).toBe(false);
    expect(isContractSerial('has space')).toBe(false);
  });
});
