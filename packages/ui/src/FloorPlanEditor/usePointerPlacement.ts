import {
  useCallback,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';

import type { FloorPlanPoint } from './floorPlan';
import { movedFarEnoughToDrag } from './markMoves';

type PlaceDevice = (deviceId: string, point: FloorPlanPoint) => void;

interface PointerPlacementOptions {
  svgRef: RefObject<SVGSVGElement | null>;
  /** The latest `onPlace`, for the marks' memoised pointer handler. */
  latest: RefObject<{ onPlace: PlaceDevice | undefined }>;
  onPlace: PlaceDevice | undefined;
  editable: boolean;
  /** The device selected for moving, which a click on the plan puts there. */
  selected: string | null;
  setSelected: (id: string) => void;
}

/**
 * Placing and moving devices with a pointer: a press on a mark selects it, and moving the
 * pointer drags it (`drag`: where it is drawn meanwhile) until the release places it; a click on
 * the plan puts the selected device there.
 */
export function usePointerPlacement({
  svgRef,
  latest,
  onPlace,
  editable,
  selected,
  setSelected,
}: PointerPlacementOptions) {
  const [drag, setDrag] = useState<{ id: string; point: FloorPlanPoint } | null>(null);

  const toPlan = useCallback(
    (clientX: number, clientY: number): FloorPlanPoint | undefined => {
      const svg = svgRef.current;
      const matrix = svg?.getScreenCTM();
      if (!svg || !matrix) return undefined;
      const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
      return { x: point.x, y: point.y };
    },
    [svgRef],
  );

  const dragStart = useRef<{ id: string; x: number; y: number } | null>(null);
  const onMarkPointerDown = useCallback(
    (id: string, event: PointerEvent<SVGGElement>) => {
      event.stopPropagation();
      setSelected(id);
      if (!latest.current.onPlace) return;
      dragStart.current = { id, x: event.clientX, y: event.clientY };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    [latest, setSelected],
  );

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = dragStart.current;
    if (!start) return;
    if (!movedFarEnoughToDrag(start, event.clientX, event.clientY) && !drag) return;
    const point = toPlan(event.clientX, event.clientY);
    if (point) setDrag({ id: start.id, point });
  };

  const onPointerUp = () => {
    const start = dragStart.current;
    dragStart.current = null;
    if (start && drag && drag.id === start.id) onPlace?.(drag.id, drag.point);
    setDrag(null);
  };

  // A click on the plan (not on a mark) puts the selected device there: no dragging needed.
  const onPlanClick = (event: MouseEvent<SVGSVGElement>) => {
    if (!editable || selected === null || dragStart.current) return;
    const point = toPlan(event.clientX, event.clientY);
    if (point) onPlace?.(selected, point);
  };

  return { drag, onMarkPointerDown, onPointerMove, onPointerUp, onPlanClick };
}
