/** How the keys and the pointer move a device's mark, as plain arithmetic. */
import { arrowStep, type FloorPlanBox, type FloorPlanPoint } from './floorPlan';

/** One arrow press moves a device this share of the plan's width (ten times with Shift). */
const ARROW_STEP_SHARE = 0.01;
/** A press that moves less than this many px is a click, not a drag. */
const DRAG_THRESHOLD_PX = 3;

/**
 * Where an arrow key moves a device from `from` on a plan of `box`; undefined for any other key.
 * `larger` (Shift) makes the step ten times larger.
 */
export function arrowKeyTarget(
  key: string,
  larger: boolean,
  from: FloorPlanPoint,
  box: FloorPlanBox,
): FloorPlanPoint | undefined {
  const step = arrowStep(key);
  if (!step) return undefined;
  const size = box.width * ARROW_STEP_SHARE * (larger ? 10 : 1);
  return { x: from.x + step.x * size, y: from.y + step.y * size };
}

/** Whether a press that started at `start` and is now at (`x`, `y`) has moved far enough to drag. */
export function movedFarEnoughToDrag(start: { x: number; y: number }, x: number, y: number) {
  return Math.hypot(x - start.x, y - start.y) >= DRAG_THRESHOLD_PX;
}
