import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';

import type { FloorPlanPoint } from './floorPlan';

/** A rectangle on the plan, in the plan's units. */
export interface FloorPlanRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A rectangle smaller than this share of the plan on either side is a slip, not a room. */
const MIN_ROOM_SHARE = 0.02;

/** The plan's point under (`clientX`, `clientY`), or undefined before the drawing has a size. */
export function planPointAt(
  svg: SVGSVGElement | null,
  clientX: number,
  clientY: number,
): FloorPlanPoint | undefined {
  const matrix = svg?.getScreenCTM();
  if (!svg || !matrix) return undefined;
  const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  return { x: point.x, y: point.y };
}

/** The rectangle between two corners, in either order, to the centimetre. */
export function rectBetween(a: FloorPlanPoint, b: FloorPlanPoint): FloorPlanRect {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    x: round(Math.min(a.x, b.x)),
    y: round(Math.min(a.y, b.y)),
    w: round(Math.abs(a.x - b.x)),
    h: round(Math.abs(a.y - b.y)),
  };
}

/**
 * Drawing a room as a rectangle by dragging across the plan: `start` turns the mode on, a press
 * on the plan sets one corner, the drag shows the rectangle (`preview`), the release hands it to
 * `onDrawRoom` and ends the mode; Escape, or a rectangle too small to be a room, ends it with
 * nothing drawn. `planSize` (the plan's larger side) decides what is too small.
 */
export function useRoomDrawing(
  svgRef: RefObject<SVGSVGElement | null>,
  planSize: number,
  onDrawRoom: ((rect: FloorPlanRect) => void) | undefined,
) {
  const [active, setActive] = useState(false);
  // The first corner is read by the next events, which may come before a render: a ref.
  const corner = useRef<FloorPlanPoint | null>(null);
  const [preview, setPreview] = useState<FloorPlanRect | null>(null);

  const stop = () => {
    setActive(false);
    corner.current = null;
    setPreview(null);
  };

  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') stop();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    const point = planPointAt(svgRef.current, event.clientX, event.clientY);
    if (!point) return;
    try {
      // The drag keeps its events when the pointer leaves the plan.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: drawn all the same, within the plan.
    }
    corner.current = point;
    setPreview({ x: point.x, y: point.y, w: 0, h: 0 });
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const from = corner.current;
    const point = from && planPointAt(svgRef.current, event.clientX, event.clientY);
    if (from && point) setPreview(rectBetween(from, point));
  };
  // The release is the second corner.
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const from = corner.current;
    const point = from && planPointAt(svgRef.current, event.clientX, event.clientY);
    stop();
    if (!from || !point) return;
    const drawn = rectBetween(from, point);
    const least = planSize * MIN_ROOM_SHARE;
    if (drawn.w >= least && drawn.h >= least) onDrawRoom?.(drawn);
  };

  return {
    /** Whether a press on the plan draws a room now. */
    active: active && onDrawRoom !== undefined,
    start: () => setActive(true),
    stop,
    preview,
    onPointerDown,
    onPointerMove,
    onPointerUp,
  };
}
