import { describe, expect, it } from 'vitest';

import { imageTypeOf } from './imageSignature';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'number' ? [v] : Array.from(v, (c) => c.charCodeAt(0)))),
  );

describe('imageTypeOf', () => {
  it.each([
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['a PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    ['a GIF', bytes('GIF89a'), 'image/gif'],
    ['a WebP', bytes('RIFF', 0, 0, 0, 0, 'WEBP'), 'image/webp'],
    ["an iPhone's HEIC", bytes(0, 0, 0, 0x18, 'ftypheic'), 'image/heic'],
    ['an AVIF', bytes(0, 0, 0, 0x1c, 'ftypavif'), 'image/avif'],
  ])('knows %s by its first bytes', (_, head, type) => {
    expect(imageTypeOf(head)).toBe(type);
  });

  it.each([
    ['a text file named .jpg', bytes('Hello, this is not a picture')],
    ['an empty file', bytes()],
    ['a PDF', bytes('%PDF-1.7')],
    ['an MP4 video', bytes(0, 0, 0, 0x20, 'ftypisom')],
  ])('knows %s is no picture', (_, head) => {
    expect(imageTypeOf(head)).toBeNull();
  });
});
