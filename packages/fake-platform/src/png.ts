/**
 * A minimal PNG encoder for 1-bit images (QR codes), with no zlib: the image data goes into
 * "stored" deflate blocks, which every PNG decoder reads. Plain TypeScript over Uint8Array, so
 * it runs in the browser (MSW) and in Node alike.
 */
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The largest payload of one stored deflate block. */
const STORED_BLOCK_MAX = 0xffff;

let crcTable: Uint32Array | undefined;

function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function u32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = new Uint8Array(4 + data.length);
  for (let i = 0; i < 4; i++) typeAndData[i] = type.charCodeAt(i);
  typeAndData.set(data, 4);
  const out = new Uint8Array(12 + data.length);
  out.set(u32(data.length), 0);
  out.set(typeAndData, 4);
  out.set(u32(crc32(typeAndData)), 8 + data.length);
  return out;
}

/** A zlib stream of stored (uncompressed) deflate blocks. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(raw.length / STORED_BLOCK_MAX));
  const out = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  // CMF/FLG: deflate, 32 K window, no dictionary, check bits valid (0x7801 % 31 === 0).
  out[0] = 0x78;
  out[1] = 0x01;
  let o = 2;
  for (let i = 0; i < blocks; i++) {
    const start = i * STORED_BLOCK_MAX;
    const length = Math.min(STORED_BLOCK_MAX, raw.length - start);
    out[o++] = i === blocks - 1 ? 1 : 0;
    out[o++] = length & 0xff;
    out[o++] = length >>> 8;
    out[o++] = ~length & 0xff;
    out[o++] = (~length >>> 8) & 0xff;
    out.set(raw.subarray(start, start + length), o);
    o += length;
  }
  out.set(u32(adler32(raw)), o);
  return out;
}

/**
 * Encodes a black-and-white image as a greyscale PNG of bit depth 1.
 *
 * @param dark `dark[y][x]` is true for a black pixel; all rows the same length.
 * @param scale pixels per module (each cell becomes a `scale` x `scale` square).
 */
export function encodeMonochromePng(dark: readonly (readonly boolean[])[], scale = 1): Uint8Array {
  const height = dark.length * scale;
  const width = (dark[0]?.length ?? 0) * scale;
  const rowBytes = Math.ceil(width / 8);
  const raw = new Uint8Array((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = dark[Math.floor(y / scale)]!;
    const offset = y * (rowBytes + 1);
    raw[offset] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      // Greyscale 1-bit: 1 is white, so light pixels set their bit.
      if (!row[Math.floor(x / scale)]) raw[offset + 1 + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  const header = new Uint8Array([...u32(width), ...u32(height), 1, 0, 0, 0, 0]);
  const parts = [
    new Uint8Array(SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let o = 0;
  for (const part of parts) {
    png.set(part, o);
    o += part.length;
  }
  return png;
}
