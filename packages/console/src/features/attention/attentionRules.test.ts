import type { AttentionItem } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { formatMinutes } from '../../messages/attention';
import { attentionCsv } from './attentionCsv';
import { findingText } from '../../lib/findingText';
import {
  attentionPageQuery,
  isFiltered,
  readAttentionParams,
  withAttentionFilter,
  writeAttentionParams,
} from './attentionParams';
import { checkThresholds } from './thresholdsForm';

describe('the worklist’s address', () => {
  it('reads filters and page, and falls back for anything malformed', () => {
    expect(readAttentionParams(new URLSearchParams('reason=battery&premise=p-1&page=3'))).toEqual({
      reason: 'battery',
      sectionId: null,
      premiseId: 'p-1',
      page: 3,
    });
    expect(readAttentionParams(new URLSearchParams('reason=toString&page=-2'))).toEqual({
      reason: null,
      sectionId: null,
      premiseId: null,
      page: 1,
    });
  });

  it('writes only what differs from the default, and a filter change goes to page 1', () => {
    const params = readAttentionParams(new URLSearchParams('page=4'));
    expect(writeAttentionParams(params).toString()).toBe('page=4');
    const filtered = withAttentionFilter(params, { reason: 'fluid', sectionId: 's-1' });
    expect(writeAttentionParams(filtered).toString()).toBe('reason=fluid&section=s-1');
    expect(isFiltered(filtered)).toBe(true);
    expect(isFiltered(params)).toBe(false);
  });

  it('asks the platform for the reasons of the chosen group', () => {
    const params = readAttentionParams(new URLSearchParams('reason=fluid&section=s-1'));
    expect(attentionPageQuery(params)).toEqual({
      reason: ['empty', 'lowFluid'],
      'section-id': 's-1',
      page: 1,
      pageSize: 20,
    });
  });
});

describe('the thresholds form', () => {
  const draft = {
    lowBatteryPercent: '20',
    criticalBatteryPercent: '10',
    offlineAfterMinutes: '120',
  };

  it('saves whole numbers in range', () => {
    expect(checkThresholds(draft)).toEqual({
      status: 'valid',
      thresholds: { lowBatteryPercent: 20, criticalBatteryPercent: 10, offlineAfterMinutes: 120 },
    });
    expect(
      checkThresholds({ ...draft, criticalBatteryPercent: '0', lowBatteryPercent: '1' }).status,
    ).toBe('valid');
  });

  it.each([
    ['lowBatteryPercent', '0', 'Must be a whole number from 1 to 100'],
    ['lowBatteryPercent', '101', 'Must be a whole number from 1 to 100'],
    ['criticalBatteryPercent', '1.5', 'Must be a whole number from 0 to 99'],
    ['offlineAfterMinutes', '4', 'Must be a whole number from 5 to 10080'],
    ['offlineAfterMinutes', '10081', 'Must be a whole number from 5 to 10080'],
    ['offlineAfterMinutes', '', 'Must be a whole number from 5 to 10080'],
  ] as const)('names %s = %j', (field, value, message) => {
    expect(checkThresholds({ ...draft, [field]: value })).toEqual({
      status: 'invalid',
      errors: { [field]: message },
    });
  });

  it('wants the critical battery threshold below the low one', () => {
    expect(checkThresholds({ ...draft, criticalBatteryPercent: '20' })).toEqual({
      status: 'invalid',
      errors: { criticalBatteryPercent: 'Must be below the low battery threshold' },
    });
  });
});

describe('formatMinutes', () => {
  it.each([
    [5, '5 minutes'],
    [1, '1 minute'],
    [90, '90 minutes'],
    [60, '1 hour'],
    [120, '2 hours'],
    [1440, '1 day'],
    [1800, '1 day 6 hours'],
    [10080, '7 days'],
  ])('%i is %j', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});

describe('the CSV export', () => {
  const item: AttentionItem = {
    deviceId: 'd-1',
    serialNumber: 'HDP2-10001',
    severity: 'critical',
    findings: [
      { reason: 'empty', severity: 'critical', since: '2026-11-20T08:00:00Z' },
      { reason: 'lowBattery', severity: 'warning', since: null, batteryLevel: 15 },
    ],
    section: { id: 's', name: 'Nord' },
    premise: { id: 'p', name: 'Hovedbygg' },
    floor: { id: 'f', name: '2. etasje', number: 2 },
    room: { id: 'r', name: '=HYPERLINK("x")' },
  };

  it('says each finding in words, the battery with its level', () => {
    expect(item.findings.map(findingText)).toEqual(['Empty', 'Battery low (15 %)']);
  });

  it('is one row per device, every cell formula-safe', () => {
    expect(attentionCsv([item], { timeZone: 'Europe/Oslo' })).toBe(
      'serial_number,severity,reasons,since,section,premise,floor,room\r\n' +
        'HDP2-10001,Critical,Empty; Battery low (15 %),"20.11.2026, 09:00:00",Nord,Hovedbygg,2. etasje,' +
        `"'=HYPERLINK(""x"")"\r\n`,
    );
  });
});
