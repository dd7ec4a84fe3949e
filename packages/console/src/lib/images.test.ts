import { describe, expect, it } from 'vitest';

import { fitWithin } from './images';

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
