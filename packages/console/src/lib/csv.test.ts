import { describe, expect, it } from 'vitest';

import { csvCell, csvText, datedCsvName } from './csv';

describe('csvCell', () => {
  it.each([
    ['HDP2-10001', 'HDP2-10001'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['', ''],
  ])('%j is written %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('csvText', () => {
  it('joins safe cells with commas and ends every row with CRLF', () => {
    expect(
      csvText([
        ['serial_number', 'reason'],
        ['A-1', '=cmd|calc'],
        ['B-2', 'Empty, since 08:00'],
      ]),
    ).toBe('serial_number,reason\r\nA-1,\'=cmd|calc\r\nB-2,"Empty, since 08:00"\r\n');
  });
});

describe('datedCsvName', () => {
  it('adds the local date as YYYYMMDD', () => {
    expect(datedCsvName('attention', new Date(2026, 0, 5, 23, 59))).toBe('attention_20260105.csv');
  });
});
