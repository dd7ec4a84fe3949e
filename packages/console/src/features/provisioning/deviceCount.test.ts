import { describe, expect, it } from 'vitest';

import { checkDeviceCount, provisionRequestOf } from './deviceCount';

const threeDigits = 'Must be positive 3-digit integer';
const outOfRange = 'Must be between 1 and 100';

describe('checkDeviceCount (spec §5, Number of new devices)', () => {
  it.each([
    ['', { status: 'empty' }],
    ['0', { status: 'invalid', error: threeDigits }],
    ['007', { status: 'invalid', error: threeDigits }],
    ['1000', { status: 'invalid', error: threeDigits }],
    ['101', { status: 'invalid', error: outOfRange }],
    ['999', { status: 'invalid', error: outOfRange }],
    ['-5', { status: 'invalid', error: threeDigits }],
    ['3.5', { status: 'invalid', error: threeDigits }],
    ['1e2', { status: 'invalid', error: threeDigits }],
    [' 5', { status: 'invalid', error: threeDigits }],
    ['+5', { status: 'invalid', error: threeDigits }],
    ['1', { status: 'valid', count: 1 }],
    ['10', { status: 'valid', count: 10 }],
    ['100', { status: 'valid', count: 100 }],
  ] as const)('%j gives %j', (input, expected) => {
    expect(checkDeviceCount(input)).toEqual(expected);
  });
});

describe('provisionRequestOf: valid only with a model and a count above 0', () => {
  it('builds the request body of spec §3', () => {
    expect(provisionRequestOf('m-1', checkDeviceCount('3'))).toEqual({
      deviceSpecification: { modelId: 'm-1' },
      numberOfNewDevices: 3,
    });
  });

  it.each([
    ['no model', null, '3'],
    ['an empty count (counts as 0)', 'm-1', ''],
    ['an invalid count', 'm-1', '0'],
    ['a count out of range', 'm-1', '101'],
  ])('is null with %s', (_, modelId, input) => {
    expect(provisionRequestOf(modelId, checkDeviceCount(input))).toBeNull();
  });
});
