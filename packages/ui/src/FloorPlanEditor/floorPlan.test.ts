import { describe, expect, it } from 'vitest';

import {
  arrowStep,
  boxCentre,
  devicePositions,
  floorPlanBounds,
  floorPlanView,
  EMPTY_PLAN_BOX,
  parseFloorPlanInput,
  placeDevice,
  readFloorPlanShapes,
  removeDevice,
  floorPlanDrawing,
  setFloorPlanDrawing,
} from './floorPlan';

describe('parseFloorPlanInput', () => {
  it('treats blank text and an empty array as empty', () => {
    expect(parseFloorPlanInput('')).toEqual({ status: 'empty' });
    expect(parseFloorPlanInput('  \n ')).toEqual({ status: 'empty' });
    expect(parseFloorPlanInput('[]')).toEqual({ status: 'empty' });
  });

  it.each(['{', '[1, 2', '{"type":"room"}', '"room"', '42', 'null', 'true'])(
    'rejects %s: not a JSON array',
    (text) => {
      expect(parseFloorPlanInput(text)).toEqual({ status: 'invalid' });
    },
  );

  it('accepts any JSON array, whatever its entries', () => {
    expect(parseFloorPlanInput('[1, "a", {"type": "room"}]')).toEqual({
      status: 'valid',
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

describe('floorPlanView', () => {
  it('shows the empty plan when nothing is drawn', () => {
    expect(floorPlanView([])).toEqual(EMPTY_PLAN_BOX);
  });

  it('keeps the empty plan around a lone dispenser instead of zooming onto it', () => {
    expect(floorPlanView([{ type: 'dispenser', x: 50, y: 37.5 }])).toEqual(EMPTY_PLAN_BOX);
  });

  it('grows the empty plan to points outside it', () => {
    const box = floorPlanView([{ type: 'label', x: 250, y: 10, text: 'Lift' }]);
    expect(box.x).toBe(0);
    expect(box.x + box.width).toBeGreaterThan(250);
    expect(box.height).toBe(EMPTY_PLAN_BOX.height);
  });

  it('fits drawn rooms and walls, whatever their unit', () => {
    const metres = [{ type: 'room', x: 0, y: 0, w: 2, h: 1 } as const];
    expect(floorPlanView(metres)).toEqual(floorPlanBounds(metres));
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

describe('walls, labels and devices', () => {
  it('reads walls, free labels and dispensers bound to a device', () => {
    const { shapes, ignored } = readFloorPlanShapes([
      { type: 'wall', x1: 0, y1: 0, x2: 10, y2: 0 },
      { type: 'wall', x1: 0, y1: 0, x2: 10 },
      { type: 'label', x: 5, y: 5, text: 'Corridor' },
      { type: 'label', x: 5, y: 5, text: '' },
      { type: 'dispenser', x: 1, y: 2, deviceId: 'd1', label: 'SN-1' },
    ]);
    expect(shapes).toEqual([
      { type: 'wall', x1: 0, y1: 0, x2: 10, y2: 0 },
      { type: 'label', x: 5, y: 5, text: 'Corridor' },
      { type: 'dispenser', x: 1, y: 2, deviceId: 'd1', label: 'SN-1' },
    ]);
    expect(ignored).toBe(2);
  });

  it('counts walls in the bounds', () => {
    expect(floorPlanBounds([{ type: 'wall', x1: 0, y1: 0, x2: 20, y2: 10 }])).toEqual({
      x: -1,
      y: -1,
      width: 22,
      height: 12,
    });
  });

  it('knows where each device is (the first entry of a device wins)', () => {
    const positions = devicePositions([
      { type: 'dispenser', x: 1, y: 2, deviceId: 'd1' },
      { type: 'dispenser', x: 9, y: 9, deviceId: 'd1' },
      { type: 'dispenser', x: 3, y: 4 },
      { x: 5, y: 6, deviceId: 'd2' },
    ]);
    expect([...positions]).toEqual([['d1', { x: 1, y: 2 }]]);
  });
});

describe('placeDevice and removeDevice', () => {
  const foreign = [{ x: 40, y: 12, label: 'Punkt 1' }, 'garbage', null, [1, 2]];

  it('appends a new device and leaves every other entry as it was', () => {
    const map = [...foreign];
    const next = placeDevice(map, 'd1', { x: 1.234567, y: 2 }, 'SN-1');
    expect(next).toEqual([
      ...foreign,
      { type: 'dispenser', x: 1.23, y: 2, deviceId: 'd1', label: 'SN-1' },
    ]);
    expect(next[0]).toBe(foreign[0]);
    expect(map).toEqual(foreign);
  });

  it('moves a placed device in place, keeping its other fields', () => {
    const map = [
      ...foreign,
      { type: 'dispenser', x: 1, y: 1, deviceId: 'd1', label: 'SN-1', note: 'by the door' },
    ];
    expect(placeDevice(map, 'd1', { x: 5, y: 6 })).toEqual([
      ...foreign,
      { type: 'dispenser', x: 5, y: 6, deviceId: 'd1', label: 'SN-1', note: 'by the door' },
    ]);
  });

  it('removes only the device', () => {
    const map = [...foreign, { type: 'dispenser', x: 1, y: 1, deviceId: 'd1' }];
    expect(removeDevice(map, 'd1')).toEqual(foreign);
    expect(removeDevice(map, 'd2')).toEqual(map);
  });
});

describe('view helpers', () => {
  it('finds the centre', () => {
    expect(boxCentre({ x: 10, y: 10, width: 20, height: 10 })).toEqual({ x: 20, y: 15 });
  });

  it('maps arrow keys to steps and nothing else', () => {
    expect(arrowStep('ArrowLeft')).toEqual({ x: -1, y: 0 });
    expect(arrowStep('ArrowDown')).toEqual({ x: 0, y: 1 });
    expect(arrowStep('a')).toBeUndefined();
  });
});

describe('the building’s drawing', () => {
  const png = 'data:image/png;base64,iVBORw0KGgo=';
  const drawing = { type: 'drawing', x: 0, y: 0, w: 40, h: 30, src: png };

  it('reads an inlined PNG, JPEG or WebP over its box, and nothing that fetches or scripts', () => {
    expect(readFloorPlanShapes([drawing]).shapes).toEqual([drawing]);
    for (const src of [
      'https://example.com/plan.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'javascript:alert(1)',
      'data:image/png;base64,<script>',
      `${png}"/><script>`,
    ]) {
      expect(readFloorPlanShapes([{ ...drawing, src }]), src).toEqual({ shapes: [], ignored: 1 });
    }
    expect(readFloorPlanShapes([{ ...drawing, w: 0 }]).ignored).toBe(1);
  });

  it('is what the plan fits to when there is nothing else', () => {
    expect(floorPlanView(readFloorPlanShapes([drawing]).shapes)).toEqual({
      x: -2,
      y: -2,
      width: 44,
      height: 34,
    });
    expect(floorPlanDrawing([{ x: 1 }, drawing])).toEqual(drawing);
    expect(floorPlanDrawing([{ x: 1 }])).toBeUndefined();
  });

  it('is put first, replaced where it is, or taken out; every other entry stays', () => {
    const room = { type: 'room', x: 0, y: 0, w: 4, h: 3 };
    const foreign = { note: 'kept' };
    const next = { x: 1, y: 2, w: 10.123, h: 7.5, src: png };
    expect(setFloorPlanDrawing([room, foreign], next)).toEqual([
      { type: 'drawing', x: 1, y: 2, w: 10.12, h: 7.5, src: png },
      room,
      foreign,
    ]);
    expect(setFloorPlanDrawing([room, { ...drawing, extra: 1 }, foreign, drawing], next)).toEqual([
      room,
      { type: 'drawing', x: 1, y: 2, w: 10.12, h: 7.5, src: png },
      foreign,
    ]);
    expect(setFloorPlanDrawing([room, drawing, foreign], null)).toEqual([room, foreign]);
  });
});
