import { describe, expect, it } from 'vitest';

import { canSaveRoom, parseCoordinates, parseFloorNumber } from './locationForms';

describe('parseFloorNumber (spec §5: must parse as an integer)', () => {
  it.each([
    ['2', 2],
    ['-1', -1],
    [' 3 ', 3],
    ['0', 0],
  ])('reads %j as %i', (text, number) => {
    expect(parseFloorNumber(text)).toEqual({ status: 'valid', number });
  });

  it.each(['two', '2.5', '2a', '1e3', '99999999999999999999'])('rejects %j', (text) => {
    expect(parseFloorNumber(text)).toEqual({ status: 'invalid' });
  });

  it('treats blank as empty', () => {
    expect(parseFloorNumber('  ')).toEqual({ status: 'empty' });
  });
});

describe("parseCoordinates (spec §5: 'latitude, longitude' split on comma and space)", () => {
  it('reads two numbers', () => {
    expect(parseCoordinates('59.9, 10.7')).toEqual({
      status: 'valid',
      latitude: 59.9,
      longitude: 10.7,
    });
    expect(parseCoordinates('-33.86, 151.2')).toEqual({
      status: 'valid',
      latitude: -33.86,
      longitude: 151.2,
    });
  });

  it.each(['abc', '59.9,10.7', '59.9, ', ', 10.7', '59.9, abc', '1, 2, 3'])(
    'rejects %j',
    (text) => {
      expect(parseCoordinates(text)).toEqual({ status: 'invalid' });
    },
  );

  it('treats blank as empty', () => {
    expect(parseCoordinates('')).toEqual({ status: 'empty' });
  });
});

describe('canSaveRoom (spec §5)', () => {
  const existing = { status: 'existing', id: 't1' } as const;
  it('needs a room type, a name and the floor', () => {
    expect(canSaveRoom(existing, 'Washroom', true)).toBe(true);
    expect(canSaveRoom({ status: 'none' }, 'Washroom', true)).toBe(false);
    expect(canSaveRoom({ status: 'existing', id: '' }, 'Washroom', true)).toBe(false);
    expect(
      canSaveRoom({ status: 'creating', name: 'Lab', useForCompliance: true }, 'Washroom', true),
    ).toBe(false);
    expect(canSaveRoom(existing, '  ', true)).toBe(false);
    expect(canSaveRoom(existing, 'Washroom', false)).toBe(false);
  });
});
