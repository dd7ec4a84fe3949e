/**
 * The floor-plan format the editor previews. The platform stores a floor plan's `map` as any JSON
 * array (spec §3); the kit draws the entries it understands and ignores the rest, so a plan made
 * elsewhere never breaks the screen.
 *
 * Coordinates are in any unit (metres suit), x to the right and y downwards:
 *
 * ```json
 * [
 *   { "type": "room", "x": 0, "y": 0, "w": 8, "h": 5, "label": "Washroom 2.14" },
 *   { "type": "dispenser", "x": 1, "y": 0.5, "label": "SN-0042" }
 * ]
 * ```
 */
export type FloorPlanShape =
  /** A rectangle: its top-left corner, width and height (both above 0), and an optional name. */
  | { type: 'room'; x: number; y: number; w: number; h: number; label?: string }
  /** A point where a dispenser hangs, with an optional name (its serial number). */
  | { type: 'dispenser'; x: number; y: number; label?: string };

/** What the person typed into the editor, judged. */
export type FloorPlanInput =
  { kind: 'empty' } | { kind: 'invalid' } | { kind: 'valid'; map: unknown[] };

/** Spec §5: the text must parse as a JSON array; blank text is empty rather than invalid. */
export function parseFloorPlanInput(text: string): FloorPlanInput {
  if (text.trim() === '') return { kind: 'empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'invalid' };
  }
  if (!Array.isArray(parsed)) return { kind: 'invalid' };
  return parsed.length === 0 ? { kind: 'empty' } : { kind: 'valid', map: parsed };
}

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const labelOf = (v: unknown) => (typeof v === 'string' && v !== '' ? { label: v } : {});

/** The entries of a map the preview can draw, and how many it had to leave out. */
export function readFloorPlanShapes(map: readonly unknown[]): {
  shapes: FloorPlanShape[];
  ignored: number;
} {
  const shapes: FloorPlanShape[] = [];
  for (const entry of map) {
    if (typeof entry !== 'object' || entry === null) continue;
    const e = entry as Record<string, unknown>;
    const { x, y } = e;
    if (!isFiniteNumber(x) || !isFiniteNumber(y)) continue;
    if (e['type'] === 'room') {
      const { w, h } = e;
      if (isFiniteNumber(w) && isFiniteNumber(h) && w > 0 && h > 0) {
        shapes.push({ type: 'room', x, y, w, h, ...labelOf(e['label']) });
      }
    } else if (e['type'] === 'dispenser') {
      shapes.push({ type: 'dispenser', x, y, ...labelOf(e['label']) });
    }
  }
  return { shapes, ignored: map.length - shapes.length };
}

/** The smallest box around every shape, as an SVG viewBox with a margin; undefined when empty. */
export function floorPlanBounds(
  shapes: readonly FloorPlanShape[],
): { x: number; y: number; width: number; height: number } | undefined {
  if (shapes.length === 0) return undefined;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const s of shapes) {
    const right = s.type === 'room' ? s.x + s.w : s.x;
    const bottom = s.type === 'room' ? s.y + s.h : s.y;
    minX = Math.min(minX, s.x);
    minY = Math.min(minY, s.y);
    maxX = Math.max(maxX, right);
    maxY = Math.max(maxY, bottom);
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
