import { describe, expect, it } from 'vitest';

import { floorPlanBounds, parseFloorPlanInput, readFloorPlanShapes } from './floorPlan';

describe('parseFloorPlanInput', () => {
  it('treats blank text and an empty array as empty', () => {
    expect(parseFloorPlanInput('')).toEqual({ kind: 'empty' });
    expect(parseFloorPlanInput('  \n ')).toEqual({ kind: 'empty' });
    expect(parseFloorPlanInput('[]')).toEqual({ kind: 'empty' });
  });

  it.each(['{', '[1, 2', '{"type":"room"}', '"room"', '42', 'null', 'true'])(
    'rejects %s: not a JSON array',
    (text) => {
      expect(parseFloorPlanInput(text)).toEqual({ kind: 'invalid' });
    },
  );

  it('accepts any JSON array, whatever its entries', () => {
    expect(parseFloorPlanInput('[1, "a", {"type": "room"}]')).toEqual({
      kind: 'valid',
      map: [1, 'a', { type: 'room' }],
    });
  });
});

describe('readFloorPlanShapes', () => {
  it('reads rooms and dispensers with their labels', () => {
    expect(
      readFloorPlanShapes([
        { type: 'room', x: 0, y: 0, w: 8, h: 5, label: 'Washroom 2.14' },
        { type: 'dispenser', x: 1, y: 0.5, label: 'SN-0042' },
        { type: 'dispenser', x: 2, y: 0.5 },
      ]),
    ).toEqual({
      shapes: [
        { type: 'room', x: 0, y: 0, w: 8, h: 5, label: 'Washroom 2.14' },
        { type: 'dispenser', x: 1, y: 0.5, label: 'SN-0042' },
        { type: 'dispenser', x: 2, y: 0.5 },
      ],
      ignored: 0,
    });
  });

  it('ignores unknown shapes, missing or bad numbers, zero sizes and non-objects', () => {
    const { shapes, ignored } = readFloorPlanShapes([
      null,
      7,
      'room',
      [0, 0],
      { type: 'circle', x: 0, y: 0, r: 3 },
      { type: 'room', x: 0, y: 0, w: 0, h: 5 },
      { type: 'room', x: 0, y: 0, w: -2, h: 5 },
      { type: 'room', x: '0', y: 0, w: 2, h: 5 },
      { type: 'dispenser', x: 1 },
      { type: 'room', x: 1, y: 1, w: 2, h: 2, label: 12 },
    ]);
    expect(shapes).toEqual([{ type: 'room', x: 1, y: 1, w: 2, h: 2 }]);
    expect(ignored).toBe(9);
  });
});

describe('floorPlanBounds', () => {
  it('has no box for no shapes', () => {
    expect(floorPlanBounds([])).toBeUndefined();
  });

  it('wraps every shape with a 5% margin of the larger side', () => {
    expect(
      floorPlanBounds([
        { type: 'room', x: 0, y: 0, w: 10, h: 4 },
        { type: 'dispenser', x: 20, y: 6 },
      ]),
    ).toEqual({ x: -1, y: -1, width: 22, height: 8 });
  });

  it('gives a lone dispenser a finite box', () => {
    const box = floorPlanBounds([{ type: 'dispenser', x: 3, y: 3 }]);
    expect(box?.width).toBeGreaterThan(0);
    expect(box?.height).toBeGreaterThan(0);
  });
});
