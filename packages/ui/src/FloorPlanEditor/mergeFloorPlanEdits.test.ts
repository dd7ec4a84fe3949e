import { describe, expect, it } from 'vitest';

import { mergeFloorPlanEdits } from './mergeFloorPlanEdits';

describe('mergeFloorPlanEdits: a stale save put onto the plan saved meanwhile', () => {
  const room = { type: 'room', x: 0, y: 0, w: 4, h: 3, label: 'Lager' };
  const wall = { type: 'wall', x1: 0, y1: 5, x2: 9, y2: 5 };
  const at = (deviceId: string, x: number, y = 1) => ({ type: 'dispenser', x, y, deviceId });
  const base = [room, at('d1', 1), at('d2', 2)];

  it('keeps both sides’ placements: mine moved d1, theirs moved d2 and placed d3', () => {
    const mine = [room, at('d1', 7), at('d2', 2)];
    const theirs = [room, at('d1', 1), at('d2', 5), at('d3', 3)];
    expect(mergeFloorPlanEdits(base, mine, theirs)).toEqual([
      room,
      at('d1', 7),
      at('d2', 5),
      at('d3', 3),
    ]);
  });

  it('adds what mine placed that theirs never had, and removes what mine took off', () => {
    const mine = [room, at('d2', 2), at('d4', 4)];
    const theirs = [room, at('d1', 1), at('d2', 2), wall];
    expect(mergeFloorPlanEdits(base, mine, theirs)).toEqual([room, at('d2', 2), wall, at('d4', 4)]);
  });

  it('takes mine for a device both sides moved', () => {
    const mine = [room, at('d1', 8), at('d2', 2)];
    const theirs = [room, at('d1', 3), at('d2', 2)];
    expect(mergeFloorPlanEdits(base, mine, theirs)).toEqual([room, at('d1', 8), at('d2', 2)]);
  });

  it('matches other entries by their JSON: mine’s removal and addition, theirs’ kept', () => {
    const label = { type: 'label', x: 1, y: 4, text: 'Corridor' };
    const foreign = { x: 40, y: 12, label: 'from another editor' };
    const mine = [at('d1', 1), at('d2', 2), label];
    const theirs = [room, at('d1', 1), at('d2', 2), foreign];
    // Mine removed the room and wrote a label; theirs added a foreign entry.
    expect(mergeFloorPlanEdits(base, mine, theirs)).toEqual([
      at('d1', 1),
      at('d2', 2),
      foreign,
      label,
    ]);
  });

  it('adds mine’s new entry once when theirs wrote the same one', () => {
    const mine = [...base, wall];
    const theirs = [...base, wall];
    expect(mergeFloorPlanEdits(base, mine, theirs)).toEqual([...base, wall]);
  });

  it('is theirs when mine changed nothing, and mine when theirs is the base', () => {
    const theirs = [room, at('d2', 9)];
    expect(mergeFloorPlanEdits(base, base, theirs)).toEqual(theirs);
    const mine = [room, at('d1', 3), wall];
    expect(mergeFloorPlanEdits(base, mine, base)).toEqual([room, at('d1', 3), wall]);
  });

  it('puts mine onto a plan created meanwhile (no base)', () => {
    const mine = [at('d1', 1)];
    const theirs = [room];
    expect(mergeFloorPlanEdits([], mine, theirs)).toEqual([room, at('d1', 1)]);
  });
});
