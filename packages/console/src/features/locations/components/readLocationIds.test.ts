import { describe, expect, it } from 'vitest';

import { readLocationIds } from './LocationStates';

describe('readLocationIds', () => {
  it('reads the parameters a screen needs', () => {
    expect(
      readLocationIds({ sectionId: 's1', premiseId: 'p1' }, ['sectionId', 'premiseId']),
    ).toEqual({
      status: 'read',
      ids: { sectionId: 's1', premiseId: 'p1' },
    });
  });

  it('names the first parameter it cannot read: missing, blank or undecodable', () => {
    expect(readLocationIds({ sectionId: 's1' }, ['sectionId', 'premiseId'])).toEqual({
      status: 'unreadable',
      param: 'premiseId',
    });
    expect(readLocationIds({ sectionId: '  ' }, ['sectionId'])).toEqual({
      status: 'unreadable',
      param: 'sectionId',
    });
    expect(readLocationIds({ floorId: '%E0%A4%A' }, ['floorId'])).toEqual({
      status: 'unreadable',
      param: 'floorId',
    });
  });
});
