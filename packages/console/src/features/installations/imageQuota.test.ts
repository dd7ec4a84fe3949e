import { IMAGE_MAX_BYTES, INSTALLATION_IMAGES_MAX } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { checkBeforeSending, checkChosen, megabytes, refusalOf, refusalText } from './imageQuota';

const jpeg = { type: 'image/jpeg' };

describe('the photo step checks the quotas before sending', () => {
  it('takes an image while the installation has room', () => {
    expect(checkChosen(jpeg, 0)).toBeNull();
    expect(checkChosen(jpeg, INSTALLATION_IMAGES_MAX - 1)).toBeNull();
  });

  it('refuses another picture once the installation has its images', () => {
    expect(checkChosen(jpeg, INSTALLATION_IMAGES_MAX)).toEqual({ status: 'tooMany' });
    expect(checkBeforeSending({ size: 10 }, INSTALLATION_IMAGES_MAX)).toEqual({
      status: 'tooMany',
    });
  });

  it('refuses what is not an image first (spec §5)', () => {
    expect(checkChosen({ type: 'application/pdf' }, INSTALLATION_IMAGES_MAX)).toEqual({
      status: 'notImage',
    });
  });

  it('sends a picture of exactly the limit, not one byte more', () => {
    expect(checkBeforeSending({ size: IMAGE_MAX_BYTES }, 0)).toBeNull();
    expect(checkBeforeSending({ size: IMAGE_MAX_BYTES + 1 }, 0)).toEqual({
      status: 'tooLarge',
      bytes: IMAGE_MAX_BYTES + 1,
    });
  });
});

describe('the platform refusals', () => {
  it.each([
    [{ status: 'conflict', httpStatus: 409 } as const, 'tooMany'],
    [{ status: 'badRequest', httpStatus: 413 } as const, 'refusedTooLarge'],
    [{ status: 'badRequest', httpStatus: 400 } as const, 'failed'],
    [{ status: 'conflict', httpStatus: 412 } as const, 'failed'],
    [{ status: 'server', httpStatus: 500 } as const, 'failed'],
    [{ status: 'network', cause: null } as const, 'failed'],
  ])('%o is %s', (error, kind) => {
    expect(refusalOf(error).status).toBe(kind);
  });
});

describe('which limit the step names', () => {
  it('rounds a size up, so just over 5 MB never reads 5.0', () => {
    expect(megabytes(IMAGE_MAX_BYTES + 1)).toBe('5.1');
    expect(megabytes(6 * 1024 * 1024)).toBe('6.0');
  });

  it('says the size and the limit, or the count', () => {
    expect(refusalText({ status: 'tooLarge', bytes: 6 * 1024 * 1024 })).toBe(
      'This picture is 6.0 MB; a picture can be at most 5 MB.',
    );
    expect(refusalText({ status: 'tooMany' })).toBe(
      'An installation can have at most 10 pictures, and this one has them all.',
    );
    expect(refusalText({ status: 'refusedTooLarge' })).toBe(
      'The platform refused the picture as too large.',
    );
    expect(refusalText({ status: 'notImage' })).toBe('Only image files can be saved.');
    expect(refusalText({ status: 'failed' })).toBeNull();
  });
});
