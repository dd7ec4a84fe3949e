import { describe, expect, it } from 'vitest';

import { prepareDrawing, withDrawing } from './floorPlanDrawing';

const png = 'data:image/png;base64,iVBORw0KGgo=';
const jpeg = 'data:image/jpeg;base64,/9j/4AAQ';

describe('withDrawing: the drawing in the plan', () => {
  it('spans the plan drawn so far, its height from the picture', () => {
    const room = { type: 'room', x: 0, y: 0, w: 20, h: 10 };
    const [drawing, ...rest] = withDrawing([room], { src: png, width: 400, height: 300 }) as {
      w: number;
      h: number;
      x: number;
    }[];
    expect(rest).toEqual([room]);
    expect(drawing).toMatchObject({ type: 'drawing', x: -1, y: -1, w: 22, h: 16.5, src: png });
  });

  it('spans the empty plan’s box on a plan with nothing drawn', () => {
    expect(withDrawing([], { src: png, width: 200, height: 100 })).toEqual([
      { type: 'drawing', x: 0, y: 0, w: 100, h: 50, src: png },
    ]);
  });

  it('keeps the place and width of the drawing it replaces, so placed devices stay put', () => {
    const old = { type: 'drawing', x: 3, y: 4, w: 30, h: 20, src: png };
    const device = { type: 'dispenser', x: 5, y: 5, deviceId: 'd1' };
    expect(withDrawing([old, device], { src: jpeg, width: 300, height: 300 })).toEqual([
      { type: 'drawing', x: 3, y: 4, w: 30, h: 30, src: jpeg },
      device,
    ]);
  });
});

describe('prepareDrawing: what cannot be a drawing is said before anything is decoded', () => {
  it.each([
    ['application/pdf', 'pdf'],
    ['image/svg+xml', 'notAnImage'],
    ['text/plain', 'notAnImage'],
  ])('%s: %s', async (type, reason) => {
    expect(await prepareDrawing(new Blob(['x'], { type }))).toEqual({ status: 'refused', reason });
  });

  it('refuses a file over 20 MiB', async () => {
    const huge = new Blob([new Uint8Array(20 * 1024 * 1024 + 1)], { type: 'image/png' });
    expect(await prepareDrawing(huge)).toEqual({ status: 'refused', reason: 'tooLarge' });
  });

  it('refuses what cannot be decoded (no canvas here: Node)', async () => {
    expect(await prepareDrawing(new Blob(['x'], { type: 'image/png' }))).toEqual({
      status: 'refused',
      reason: 'unreadable',
    });
  });
});
