import { describe, expect, it } from 'vitest';

import { serialNumbersCsv, serialNumbersCsvName } from './serialCsv';
import { serialNumbersText } from './serialText';

describe('serialNumbersCsv', () => {
  it('is the header serial_number and one row per serial, each line ended by CRLF', () => {
    expect(serialNumbersCsv(['HDP2-10001', 'HDP2-10002'])).toBe(
      'serial_number\r\nHDP2-10001\r\nHDP2-10002\r\n',
    );
  });

  it('is the header alone when nothing was provisioned', () => {
    expect(serialNumbersCsv([])).toBe('serial_number\r\n');
  });

  it('is ASCII bytes exactly as written (no byte-order mark)', () => {
    const bytes = new TextEncoder().encode(serialNumbersCsv(['A-1']));
    expect([...bytes]).toEqual([...'serial_number\r\nA-1\r\n'].map((c) => c.charCodeAt(0)));
  });

  it('never lets a cell start a formula', () => {
    expect(serialNumbersCsv(['=1+1', '+SUM(A1)', '-2', '@cmd', '\tx', '\rx'])).toBe(
      "serial_number\r\n'=1+1\r\n'+SUM(A1)\r\n'-2\r\n'@cmd\r\n'\tx\r\n\"'\rx\"\r\n",
    );
  });
});

describe('serialNumbersCsvName', () => {
  it('is provision_serial_numbers_{YYYYMMDD}.csv in local time, zero-padded', () => {
    expect(serialNumbersCsvName(new Date(2026, 0, 5, 23, 59))).toBe(
      'provision_serial_numbers_20260105.csv',
    );
    expect(serialNumbersCsvName(new Date(2026, 10, 23, 0, 0))).toBe(
      'provision_serial_numbers_20261123.csv',
    );
  });
});

describe('serialNumbersText', () => {
  it('joins the serials with comma and space', () => {
    expect(serialNumbersText(['A-1', 'A-2', 'A-3'])).toBe('A-1, A-2, A-3');
    expect(serialNumbersText([])).toBe('');
  });
});
