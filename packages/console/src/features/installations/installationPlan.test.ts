import { describe, expect, it } from 'vitest';

import {
  EMPTY_PLAN,
  formatPlannedDay,
  isPastDay,
  localDay,
  planBody,
  planGaps,
} from './installationPlan';

const today = '2026-11-29';
const complete = {
  ...EMPTY_PLAN,
  serialNumber: ' hdx3-10020 ',
  tenantIdentifier: 'demo',
  plannedFor: '2026-12-01',
};

describe('planGaps', () => {
  it('names every part an empty plan lacks, in the form’s order', () => {
    expect(planGaps(EMPTY_PLAN, today)).toEqual(['serialNumber', 'tenant', 'day']);
  });

  it('takes today and later days, not yesterday', () => {
    expect(planGaps({ ...complete, plannedFor: today }, today)).toEqual([]);
    expect(planGaps({ ...complete, plannedFor: '2026-11-28' }, today)).toEqual(['day']);
    expect(isPastDay('', today)).toBe(false);
  });

  it('does not count a serial of spaces', () => {
    expect(planGaps({ ...complete, serialNumber: '   ' }, today)).toEqual(['serialNumber']);
  });
});

describe('planBody', () => {
  it('sends the serial in capitals and leaves out a room and installer not chosen', () => {
    expect(planBody(complete)).toEqual({
      serialnumber: 'HDX3-10020',
      tenantIdentifier: 'demo',
      plannedFor: '2026-12-01',
    });
  });

  it('sends the room and installer when chosen', () => {
    const room = { id: 'r1', name: 'Toalett 1', floor: null, type: null, sectionId: 's1' };
    expect(planBody({ ...complete, room, installer: 'u1' })).toMatchObject({
      roomId: 'r1',
      installer: 'u1',
    });
  });
});

describe('localDay', () => {
  it('writes the browser’s own day, as a date field does', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('formatPlannedDay', () => {
  it('writes the planned day itself in any time zone, in the console’s date locale', () => {
    expect(formatPlannedDay('2026-12-03', 'nb-NO')).toBe('03.12.2026');
  });

  it('keeps what it cannot read as it is', () => {
    expect(formatPlannedDay('soon', 'nb-NO')).toBe('soon');
  });
});
