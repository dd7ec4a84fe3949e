import { describe, expect, it } from 'vitest';

import { readLocationIds } from './LocationStates';

describe('readLocationIds', () => {
  it('reads the parameters a screen needs', () => {
    expect(
      readLocationIds({ sectionId: 's1', premiseId: 'p1' }, ['sectionId', 'premiseId']),
    ).toEqual({
      kind: 'read',
      ids: { sectionId: 's1', premiseId: 'p1' },
    });
  });

  it('names the first parameter it cannot read: missing, blank or undecodable', () => {
    expect(readLocationIds({ sectionId: 's1' }, ['sectionId', 'premiseId'])).toEqual({
      kind: 'unreadable',
      param: 'premiseId',
    });
    expect(readLocationIds({ sectionId: '  ' }, ['sectionId'])).toEqual({
      kind: 'unreadable',
      param: 'sectionId',
    });
    expect(readLocationIds({ floorId: '%E0%A4%A' }, ['floorId'])).toEqual({
      kind: 'unreadable',
      param: 'floorId',
    });
  });
});
