import { describe, expect, it } from 'vitest';

import { isImageFile, uploadFileName } from './shrinkImage';
import { parseHeaders } from './uploadTransport';

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
