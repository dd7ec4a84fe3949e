import type { CaseWeek } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { caseTimesCsv } from './caseTimesCsv';

const words = {
  week: 'Week of',
  premise: 'Premise',
  opened: 'Opened',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
  medianAcknowledge: 'Median to acknowledge (min)',
  medianResolve: 'Median to resolve (min)',
  notPlaced: 'Not placed',
};

const row = (change: Partial<CaseWeek>): CaseWeek => ({
  premise: { id: 'p-1', name: 'Bygg A' },
  weekStart: '2026-11-23',
  opened: 4,
  acknowledged: 3,
  resolved: 2,
  medianMinutesToAcknowledge: 12.5,
  medianMinutesToResolve: 61,
  ...change,
});

describe('caseTimesCsv', () => {
  it('writes a heading and one row per premise and week, medians as plain numbers', () => {
    expect(caseTimesCsv([row({})], words)).toBe(
      'Week of,Premise,Opened,Acknowledged,Resolved,Median to acknowledge (min),Median to resolve (min)\r\n' +
        '2026-11-23,Bygg A,4,3,2,12.5,61\r\n',
    );
  });

  it('leaves a median empty where nothing got that far, and names a device placed nowhere', () => {
    expect(
      caseTimesCsv(
        [row({ premise: null, medianMinutesToAcknowledge: null, medianMinutesToResolve: null })],
        words,
      ).split('\r\n')[1],
    ).toBe('2026-11-23,Not placed,4,3,2,,');
  });

  it('defuses a premise name that a spreadsheet would run as a formula', () => {
    expect(
      caseTimesCsv([row({ premise: { id: 'p', name: '=HYPERLINK("x")' } })], words).split(
        '\r\n',
      )[1],
    ).toBe('2026-11-23,"\'=HYPERLINK(""x"")",4,3,2,12.5,61');
  });
});
