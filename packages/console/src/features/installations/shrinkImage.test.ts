import { describe, expect, it } from 'vitest';

import { fitWithin, isImageFile, uploadFileName } from './shrinkImage';
import { parseHeaders } from './uploadTransport';

describe('fitWithin: the longer side at most the maximum, never enlarged', () => {
  it.each([
    [4032, 3024, 1600, { width: 1600, height: 1200 }],
    [3024, 4032, 1600, { width: 1200, height: 1600 }],
    [1600, 900, 1600, { width: 1600, height: 900 }],
    [640, 480, 1600, { width: 640, height: 480 }],
    [10000, 1, 1600, { width: 1600, height: 1 }],
  ])('%i x %i within %i', (width, height, max, expected) => {
    expect(fitWithin(width, height, max)).toEqual(expected);
  });
});

describe('isImageFile: image files only (spec §5)', () => {
  it.each([
    ['image/jpeg', true],
    ['image/heic', true],
    ['application/pdf', false],
    ['', false],
  ])('%j: %s', (type, expected) => {
    expect(isImageFile({ type })).toBe(expected);
  });
});

describe('uploadFileName', () => {
  it('names a shrunk JPEG .jpg and keeps the name of a file sent as it was', () => {
    expect(uploadFileName('IMG_2041.HEIC', new Blob([], { type: 'image/jpeg' }))).toBe(
      'IMG_2041.jpg',
    );
    expect(uploadFileName('plan.png', new Blob([], { type: 'image/png' }))).toBe('plan.png');
  });
});

describe('parseHeaders: an XMLHttpRequest answer as Headers', () => {
  it('reads every line and skips broken ones', () => {
    const headers = parseHeaders(
      'content-type: application/problem+json\r\nx-request-id: 7\r\nbroken line\r\n',
    );
    expect(headers.get('content-type')).toBe('application/problem+json');
    expect(headers.get('x-request-id')).toBe('7');
    expect([...headers.keys()]).toHaveLength(2);
  });
});
