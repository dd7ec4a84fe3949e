/**
 * The map's drawing worked out as plain values: the plan's unit, the marks' sizes, whether marks
 * are labelled, and which of the map's shapes are drawn under the marks.
 */
import { MIN_TARGET_SIZE_PX } from '../constants';
import type { FloorPlanBox, FloorPlanShape } from './floorPlan';

/** A mark's label is this many px high on screen, whatever the plan's unit and the zoom. */
const MARK_LABEL_PX = 14;
/** Marks are labelled with their serial number while at most this many are on the plan (at fit). */
const LABELS_UP_TO = 100;

/** The plan's unit: strokes and text scale with it, so plans in metres or centimetres look alike. */
export function planUnit(fit: FloorPlanBox): number {
  return Math.max(fit.width, fit.height) / 40;
}

/**
 * A mark's radius in plan units: 24 px across on screen once the drawing is measured
 * (`pxPerUnit`), a share of the unit until then or while the drawing has no size.
 */
export function markRadius(pxPerUnit: number | null, unit: number): number {
  return pxPerUnit !== null && pxPerUnit > 0 ? MIN_TARGET_SIZE_PX / 2 / pxPerUnit : unit * 0.8;
}

/** A mark's label's font size in plan units, `MARK_LABEL_PX` high on screen. */
export function markLabelSize(pxPerUnit: number, unit: number): number {
  return pxPerUnit > 0 ? MARK_LABEL_PX / pxPerUnit : unit;
}

/**
 * Whether the marks are labelled. Hundreds of serial numbers at once are unreadable and slow to
 * paint: the list names them, and zooming in brings the labels back.
 */
export function labelsShown(placedCount: number, zoom: number): boolean {
  return placedCount <= LABELS_UP_TO * zoom;
}

/**
 * The shapes drawn under the marks. A dispenser entry of a listed device is drawn as its live
 * mark, not a second time (with its label) under it; an entry of a device not listed here keeps
 * its plain drawing.
 */
export function shapesBesideMarks(
  shapes: readonly FloorPlanShape[],
  listedIds: ReadonlySet<string>,
): FloorPlanShape[] {
  return shapes.filter(
    (shape) =>
      shape.type !== 'dispenser' || shape.deviceId === undefined || !listedIds.has(shape.deviceId),
  );
}
