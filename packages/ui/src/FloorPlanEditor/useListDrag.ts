import { useCallback, useEffect, useState, type PointerEvent, type RefObject } from 'react';

import type { FloorPlanPoint } from './floorPlan';
import { planPointAt } from './useRoomDrawing';

/** A device being dragged from the list: which, and where the pointer is on the screen. */
export interface ListDrag {
  id: string;
  label: string;
  clientX: number;
  clientY: number;
}

/**
 * Dragging a device from the list onto the plan: a press on a row's handle picks the device up,
 * the pointer carries it (`dragging`, for the picture that follows it), and a release over the
 * plan places it there (`place`); released anywhere else, or with Escape, nothing changes. The
 * list's 'Place on plan' / 'Move' then a point, or the keys, do the same without dragging.
 */
export function useListDrag(
  svgRef: RefObject<SVGSVGElement | null>,
  latest: RefObject<{ onPlace: ((deviceId: string, point: FloorPlanPoint) => void) | undefined }>,
) {
  const [dragging, setDragging] = useState<ListDrag | null>(null);

  const pickUp = useCallback(
    (id: string, label: string, event: PointerEvent<Element>) => {
      if (!latest.current.onPlace || event.button !== 0) return;
      event.preventDefault();
      setDragging({ id, label, clientX: event.clientX, clientY: event.clientY });
    },
    [latest],
  );

  const active = dragging !== null;
  const draggedId = dragging?.id;
  useEffect(() => {
    if (!active || !draggedId) return;
    const move = (event: globalThis.PointerEvent) =>
      setDragging((now) => now && { ...now, clientX: event.clientX, clientY: event.clientY });
    const drop = (event: globalThis.PointerEvent) => {
      setDragging(null);
      const svg = svgRef.current;
      const box = svg?.getBoundingClientRect();
      const inside =
        box &&
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      const point = inside ? planPointAt(svg ?? null, event.clientX, event.clientY) : undefined;
      if (point) latest.current.onPlace?.(draggedId, point);
    };
    const cancel = () => setDragging(null);
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', drop);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('keydown', escape);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', drop);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('keydown', escape);
    };
  }, [active, draggedId, svgRef, latest]);

  return { dragging, pickUp };
}
