import { describe, expect, it } from 'vitest';

import { checkPrintedSerials, readSerials } from './printedSerials';

describe('readSerials', () => {
  it('takes a list typed, pasted or scanned: one per line, or split by commas and spaces', () => {
    expect(readSerials('hdx3-1\r\nHDX3-2, HDX3-3;HDX3-4  HDX3-5\n\n')).toEqual([
      'HDX3-1',
      'HDX3-2',
      'HDX3-3',
      'HDX3-4',
      'HDX3-5',
    ]);
  });

  it('reads back our own CSV export (spec §3), its header skipped', () => {
    expect(readSerials('serial_number\r\nHDX3-1\r\nHDX3-2\r\n')).toEqual(['HDX3-1', 'HDX3-2']);
  });

  it('takes the serial_number column of a sheet with several, quotes dropped', () => {
    expect(readSerials('"box","serial_number"\n"1","hdx3-1"\n"1","HDX3-2"\n')).toEqual([
      'HDX3-1',
      'HDX3-2',
    ]);
  });
});

describe('checkPrintedSerials', () => {
  it('is empty without a serial', () => {
    expect(checkPrintedSerials(' \n ', 'HDX3')).toEqual({ status: 'empty' });
  });

  it('takes serials of the model, in capitals', () => {
    expect(checkPrintedSerials('hdx3-1\nHDX3-2', 'HDX3')).toEqual({
      status: 'valid',
      serialNumbers: ['HDX3-1', 'HDX3-2'],
    });
  });

  it.each([
    ['HDX3-1\nHDP2-1', '"HDP2-1" is not a serial number of this model: it must begin with HDX3-.'],
    ['HDX3-1\nHDX3-1', '"HDX3-1" is listed twice.'],
    [`HDX3-${'9'.repeat(60)}`, /is too long for a serial number: at most 64 characters\.$/],
  ])('says the first problem of %j', (text, error) => {
    const check = checkPrintedSerials(text, 'HDX3');
    expect(check.status).toBe('invalid');
    expect(check.status === 'invalid' && check.error).toMatch(error);
  });

  it('takes at most 100 at a time', () => {
    const serials = Array.from({ length: 101 }, (_, i) => `HDX3-${i}`).join('\n');
    expect(checkPrintedSerials(serials, 'HDX3')).toEqual({
      status: 'invalid',
      error: 'At most 100 serial numbers at a time.',
    });
    expect(checkPrintedSerials(serials.split('\n').slice(0, 100).join('\n'), 'HDX3').status).toBe(
      'valid',
    );
  });

  it('checks no prefix before a model is chosen', () => {
    expect(checkPrintedSerials('ANY-1', null).status).toBe('valid');
  });
});
