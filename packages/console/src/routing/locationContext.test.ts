import { describe, expect, it } from 'vitest';

import { locationContext } from './locationContext';

describe('locationContext precedence: room, floor, premise, section, none', () => {
  const all = { sectionId: 's1', premiseId: 'p1', floorId: 'f1', roomId: 'r1' };

  it('prefers the room when every parameter is there', () => {
    expect(locationContext(all)).toEqual({ type: 'RoomModel', id: 'r1' });
  });

  it('falls back one level at a time', () => {
    expect(locationContext({ ...all, roomId: undefined })).toEqual({
      type: 'FloorModel',
      id: 'f1',
    });
    expect(locationContext({ sectionId: 's1', premiseId: 'p1' })).toEqual({
      type: 'PremiseModel',
      id: 'p1',
    });
    expect(locationContext({ sectionId: 's1' })).toEqual({ type: 'SectionModel', id: 's1' });
    expect(locationContext({})).toEqual({ type: null });
  });

  it('uses precedence, not nesting: a floor without its premise is still a floor', () => {
    expect(locationContext({ floorId: 'f9', sectionId: 's1' })).toEqual({
      type: 'FloorModel',
      id: 'f9',
    });
  });

  it('ignores empty parameters', () => {
    expect(locationContext({ roomId: '', floorId: 'f1' })).toEqual({
      type: 'FloorModel',
      id: 'f1',
    });
  });
});
