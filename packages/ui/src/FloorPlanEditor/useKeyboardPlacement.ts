import { useCallback, type KeyboardEvent, type RefObject } from 'react';

import { boxCentre, type FloorPlanBox, type FloorPlanPoint } from './floorPlan';
import { arrowKeyTarget } from './markMoves';

/** Frames to wait for a newly placed mark before giving up on focusing it. */
const FOCUS_ATTEMPT_FRAMES = 10;

/** What the keyboard's handlers read at the time of a key press (through a ref). */
interface PlacementNow {
  positions: ReadonlyMap<string, FloorPlanPoint>;
  onPlace: ((deviceId: string, point: FloorPlanPoint) => void) | undefined;
  fit: FloorPlanBox;
  /** A read-only plan's choosing (`FloorPlanMapProps.onChoose`). */
  onChoose: ((deviceId: string) => void) | undefined;
  /** Taking a device off the plan while placing (`FloorPlanMapProps.onRemove`). */
  onRemove: ((deviceId: string) => void) | undefined;
}

/**
 * Placing and moving devices without a pointer (WCAG 2.2 2.5.7): `select` (the list's 'Move' /
 * 'Place on plan') selects a device, puts it in the plan's centre if it has no place yet, and
 * focuses its mark; on a mark, Enter or Space selects it, the arrow keys move it (Shift for
 * larger steps), Delete (or Backspace) takes it off the plan where the app allows, and Escape ends
 * the selection. Both keep their identity, so marks and rows stay
 * memoised: they read the latest positions, `onPlace` and box through `latest`.
 */
export function useKeyboardPlacement(
  svgRef: RefObject<SVGSVGElement | null>,
  latest: RefObject<PlacementNow>,
  setSelected: (id: string | null) => void,
) {
  const focusMark = useCallback(
    (id: string) => {
      // Once React has rendered the mark (a newly placed one may take a frame or two, and marks
      // wait for the drawing's size), focus it; give up after a few frames.
      let frames = 0;
      const attempt = () => {
        const mark = svgRef.current?.querySelector<SVGGElement>(
          `[data-device-id="${CSS.escape(id)}"]`,
        );
        mark?.focus();
        if (mark && document.activeElement === mark) return;
        frames += 1;
        if (frames < FOCUS_ATTEMPT_FRAMES) requestAnimationFrame(attempt);
      };
      requestAnimationFrame(attempt);
    },
    [svgRef],
  );

  const select = useCallback(
    (id: string) => {
      const { positions: placed, onPlace: place, fit: box } = latest.current;
      setSelected(id);
      if (!placed.has(id)) place?.(id, boxCentre(box));
      focusMark(id);
    },
    [latest, setSelected, focusMark],
  );

  const onMarkKeyDown = useCallback(
    (id: string, event: KeyboardEvent<SVGGElement>) => {
      const { positions: placed, onPlace: place, fit: box, onRemove: remove } = latest.current;
      if (event.key === 'Escape') {
        setSelected(null);
        return;
      }
      if ((event.key === 'Delete' || event.key === 'Backspace') && remove) {
        event.preventDefault();
        setSelected(null);
        remove(id);
        return;
      }
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        setSelected(id);
        return;
      }
      const from = placed.get(id);
      const to = from && arrowKeyTarget(event.key, event.shiftKey, from, box);
      if (!to || !place) return;
      event.preventDefault();
      setSelected(id);
      place(id, to);
    },
    [latest, setSelected],
  );

  return { select, focusMark, onMarkKeyDown };
}
