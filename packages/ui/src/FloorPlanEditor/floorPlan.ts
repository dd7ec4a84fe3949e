/**
 * The floor-plan format the kit draws and edits. The platform stores a floor plan's `map` as any
 * JSON array (spec §3); the kit draws the entries it understands and ignores the rest, so a plan
 * made elsewhere never breaks the screen, and edits leave those entries exactly as they were.
 *
 * Coordinates are in any unit (metres suit), x to the right and y downwards:
 *
 * ```json
 * [
 *   { "type": "room", "x": 0, "y": 0, "w": 8, "h": 5, "label": "Washroom 2.14" },
 *   { "type": "wall", "x1": 8, "y1": 0, "x2": 8, "y2": 5 },
 *   { "type": "label", "x": 4, "y": 6, "text": "Corridor" },
 *   { "type": "dispenser", "x": 1, "y": 0.5, "label": "SN-0042", "deviceId": "ab30…" },
 *   { "type": "drawing", "x": 0, "y": 0, "w": 40, "h": 30, "src": "data:image/jpeg;base64,…" }
 * ]
 * ```
 *
 * A drawing is the building's own plan as an image (PNG, JPEG or WebP, inlined as a `data:`
 * address: never fetched from elsewhere, never SVG), stretched over its box and drawn under
 * everything else, whatever its place in the map.
 *
 * A dispenser with a `deviceId` is a device of the platform: the floor-plan map shows its live
 * status there and moves it by dragging, by keyboard or by choosing a point.
 */
export type FloorPlanShape =
  /** A rectangle: its top-left corner, width and height (both above 0), and an optional name. */
  | { type: 'room'; x: number; y: number; w: number; h: number; label?: string }
  /** A straight wall from (x1, y1) to (x2, y2). */
  | { type: 'wall'; x1: number; y1: number; x2: number; y2: number }
  /** A free text on the plan (a corridor, a door, an exit). */
  | { type: 'label'; x: number; y: number; text: string }
  /** A point where a dispenser hangs, with an optional name and the platform device it is. */
  | { type: 'dispenser'; x: number; y: number; label?: string; deviceId?: string }
  /** The building's drawing, an inlined raster image over the box (x, y, w, h). */
  | { type: 'drawing'; x: number; y: number; w: number; h: number; src: string };

/**
 * An inlined raster image: PNG, JPEG or WebP as a base64 `data:` address. Nothing else is drawn
 * (no address that fetches, no SVG that could script).
 */
const DRAWING_SOURCE = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** A point on the plan, in the plan's unit. */
export interface FloorPlanPoint {
  x: number;
  y: number;
}

/** What the person typed into the editor, judged. */
export type FloorPlanInput =
  { status: 'empty' } | { status: 'invalid' } | { status: 'valid'; map: unknown[] };

/** Spec §5: the text must parse as a JSON array; blank text is empty rather than invalid. */
export function parseFloorPlanInput(text: string): FloorPlanInput {
  if (text.trim() === '') return { status: 'empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { status: 'invalid' };
  }
  if (!Array.isArray(parsed)) return { status: 'invalid' };
  return parsed.length === 0 ? { status: 'empty' } : { status: 'valid', map: parsed };
}

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v !== '';
const labelOf = (v: unknown) => (nonEmpty(v) ? { label: v } : {});

/** One map entry as a shape, or undefined when the format does not describe it. */
export function readFloorPlanShape(entry: unknown): FloorPlanShape | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined;
  const e = entry as Record<string, unknown>;
  switch (e['type']) {
    case 'wall': {
      const { x1, y1, x2, y2 } = e;
      return isFiniteNumber(x1) && isFiniteNumber(y1) && isFiniteNumber(x2) && isFiniteNumber(y2)
        ? { type: 'wall', x1, y1, x2, y2 }
        : undefined;
    }
    case 'room': {
      const { x, y, w, h } = e;
      return isFiniteNumber(x) &&
        isFiniteNumber(y) &&
        isFiniteNumber(w) &&
        isFiniteNumber(h) &&
        w > 0 &&
        h > 0
        ? { type: 'room', x, y, w, h, ...labelOf(e['label']) }
        : undefined;
    }
    case 'label': {
      const { x, y, text } = e;
      return isFiniteNumber(x) && isFiniteNumber(y) && nonEmpty(text)
        ? { type: 'label', x, y, text }
        : undefined;
    }
    case 'drawing': {
      const { x, y, w, h, src } = e;
      return isFiniteNumber(x) &&
        isFiniteNumber(y) &&
        isFiniteNumber(w) &&
        isFiniteNumber(h) &&
        w > 0 &&
        h > 0 &&
        typeof src === 'string' &&
        DRAWING_SOURCE.test(src)
        ? { type: 'drawing', x, y, w, h, src }
        : undefined;
    }
    case 'dispenser': {
      const { x, y, deviceId } = e;
      if (!isFiniteNumber(x) || !isFiniteNumber(y)) return undefined;
      return {
        type: 'dispenser',
        x,
        y,
        ...labelOf(e['label']),
        ...(nonEmpty(deviceId) ? { deviceId } : {}),
      };
    }
    default:
      return undefined;
  }
}

/** The entries of a map the kit can draw, and how many it had to leave out. */
export function readFloorPlanShapes(map: readonly unknown[]): {
  shapes: FloorPlanShape[];
  ignored: number;
} {
  const shapes: FloorPlanShape[] = [];
  for (const entry of map) {
    const shape = readFloorPlanShape(entry);
    if (shape) shapes.push(shape);
  }
  return { shapes, ignored: map.length - shapes.length };
}

/** Where each device of the map is: its dispenser entry's point, by device id (first entry wins). */
export function devicePositions(map: readonly unknown[]): Map<string, FloorPlanPoint> {
  const positions = new Map<string, FloorPlanPoint>();
  for (const entry of map) {
    const shape = readFloorPlanShape(entry);
    if (shape?.type === 'dispenser' && shape.deviceId && !positions.has(shape.deviceId)) {
      positions.set(shape.deviceId, { x: shape.x, y: shape.y });
    }
  }
  return positions;
}

/**
 * The map with `deviceId` at `point`: its dispenser entry moved (every other field of the entry
 * kept), or a new entry appended. Every other entry, foreign or broken ones included, stays as
 * it was and where it was. The input is not changed.
 */
export function placeDevice(
  map: readonly unknown[],
  deviceId: string,
  point: FloorPlanPoint,
  label?: string,
): unknown[] {
  const x = round(point.x);
  const y = round(point.y);
  const index = map.findIndex((entry) => {
    const shape = readFloorPlanShape(entry);
    return shape?.type === 'dispenser' && shape.deviceId === deviceId;
  });
  if (index < 0) {
    return [...map, { type: 'dispenser', x, y, deviceId, ...(label ? { label } : {}) }];
  }
  const next = [...map];
  next[index] = { ...(map[index] as Record<string, unknown>), x, y };
  return next;
}

/** The map without `deviceId`'s dispenser entries; every other entry stays as it was. */
export function removeDevice(map: readonly unknown[], deviceId: string): unknown[] {
  return map.filter((entry) => {
    const shape = readFloorPlanShape(entry);
    return !(shape?.type === 'dispenser' && shape.deviceId === deviceId);
  });
}

/** The map's drawing entry, if it has one (the first). */
export function floorPlanDrawing(
  map: readonly unknown[],
): Extract<FloorPlanShape, { type: 'drawing' }> | undefined {
  for (const entry of map) {
    const shape = readFloorPlanShape(entry);
    if (shape?.type === 'drawing') return shape;
  }
  return undefined;
}

/**
 * The map with `drawing` as its drawing: the first drawing entry replaced (every other field of
 * it dropped), or the drawing put first; `null` takes every drawing entry out. Every other entry
 * stays as it was. The input is not changed.
 */
export function setFloorPlanDrawing(
  map: readonly unknown[],
  drawing: { x: number; y: number; w: number; h: number; src: string } | null,
): unknown[] {
  const isDrawing = (entry: unknown) => readFloorPlanShape(entry)?.type === 'drawing';
  const rest = map.filter((entry) => !isDrawing(entry));
  if (!drawing) return rest;
  const entry = {
    type: 'drawing',
    x: round(drawing.x),
    y: round(drawing.y),
    w: round(drawing.w),
    h: round(drawing.h),
    src: drawing.src,
  };
  const at = map.findIndex(isDrawing);
  if (at < 0) return [entry, ...rest];
  const next = [...map];
  next[at] = entry;
  return next.filter((e, i) => i === at || !isDrawing(e));
}

/** Positions are stored to the centimetre (of a plan in metres): no float noise in the JSON. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A box on the plan, as an SVG viewBox. */
export interface FloorPlanBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box around every shape, as an SVG viewBox with a margin; undefined when empty. */
export function floorPlanBounds(shapes: readonly FloorPlanShape[]): FloorPlanBox | undefined {
  if (shapes.length === 0) return undefined;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const add = (x: number, y: number) => {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  };
  for (const s of shapes) {
    if (s.type === 'wall') {
      add(s.x1, s.y1);
      add(s.x2, s.y2);
    } else {
      add(s.x, s.y);
      if (s.type === 'room' || s.type === 'drawing') add(s.x + s.w, s.y + s.h);
    }
  }
  // A lone dispenser has no extent; give the box a size so the drawing stays finite.
  const width = Math.max(maxX - minX, 1);
  const height = Math.max(maxY - minY, 1);
  const margin = Math.max(width, height) * 0.05;
  return {
    x: minX - margin,
    y: minY - margin,
    width: width + 2 * margin,
    height: height + 2 * margin,
  };
}

/** A plan without drawn rooms or walls still needs room to place devices on. */
export const EMPTY_PLAN_BOX: FloorPlanBox = { x: 0, y: 0, width: 100, height: 75 };

/**
 * What a map shows at zoom 1: every shape, as `floorPlanBounds`. A plan of points only (devices
 * placed on a plan nobody has drawn yet, labels) keeps the empty plan's box around them, so the
 * first device placed does not zoom the plan onto itself, a box a unit across.
 */
export function floorPlanView(shapes: readonly FloorPlanShape[]): FloorPlanBox {
  const bounds = floorPlanBounds(shapes);
  const drawn = shapes.some(
    (shape) => shape.type === 'room' || shape.type === 'wall' || shape.type === 'drawing',
  );
  if (!bounds) return EMPTY_PLAN_BOX;
  if (drawn) return bounds;
  const x = Math.min(bounds.x, EMPTY_PLAN_BOX.x);
  const y = Math.min(bounds.y, EMPTY_PLAN_BOX.y);
  return {
    x,
    y,
    width: Math.max(bounds.x + bounds.width, EMPTY_PLAN_BOX.x + EMPTY_PLAN_BOX.width) - x,
    height: Math.max(bounds.y + bounds.height, EMPTY_PLAN_BOX.y + EMPTY_PLAN_BOX.height) - y,
  };
}

/** The centre of a box: where a device goes when it is placed without choosing a point. */
export function boxCentre(box: FloorPlanBox): FloorPlanPoint {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Keys that move a device on the plan, as a unit step; Shift makes the step ten times larger. */
export function arrowStep(key: string): FloorPlanPoint | undefined {
  switch (key) {
    case 'ArrowLeft':
      return { x: -1, y: 0 };
    case 'ArrowRight':
      return { x: 1, y: 0 };
    case 'ArrowUp':
      return { x: 0, y: -1 };
    case 'ArrowDown':
      return { x: 0, y: 1 };
    default:
      return undefined;
  }
}
