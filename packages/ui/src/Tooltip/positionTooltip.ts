import {
  autoUpdate,
  computePosition,
  flip,
  offset,
  shift,
  type Placement,
} from '@floating-ui/react-dom';

/** Gap between the trigger and the tooltip, in px. */
const TOOLTIP_OFFSET_PX = 6;
/** How close the tooltip may come to the viewport's edge, in px. */
const VIEWPORT_PADDING_PX = 8;

/** Where the tooltip goes, relative to its offset parent, and the side it ended up on. */
export interface TooltipPosition {
  x: number;
  y: number;
  placement: Placement;
}

/**
 * Positions `floating` next to `reference` and keeps it there (scroll, resize, layout shifts)
 * until the returned function is called. This module is the only one that imports the
 * positioning library; the tooltip loads it on first use, so a screen that only shows a
 * tooltip trigger does not pay for it up front.
 */
export function trackTooltipPosition(
  reference: HTMLElement,
  floating: HTMLElement,
  placement: Placement,
  onPosition: (position: TooltipPosition) => void,
): () => void {
  let active = true;
  const update = () => {
    void computePosition(reference, floating, {
      placement,
      strategy: 'absolute',
      // Order matters: offset first so flip and shift measure the final gap; flip before shift
      // so the tooltip changes side before it is nudged along the edge.
      middleware: [
        offset(TOOLTIP_OFFSET_PX),
        flip({ padding: VIEWPORT_PADDING_PX }),
        shift({ padding: VIEWPORT_PADDING_PX }),
      ],
    }).then(
      (result) => {
        // An answer that arrives after the tooltip closed belongs to nobody.
        if (active) onPosition({ x: result.x, y: result.y, placement: result.placement });
      },
      () => {
        // Measuring failed (the element left the document mid-update); the next update retries.
      },
    );
  };
  const stop = autoUpdate(reference, floating, update);
  return () => {
    active = false;
    stop();
  };
}
