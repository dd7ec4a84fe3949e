import {
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useState } from 'react';

import { TOOLTIP_OPEN_DELAY_MS } from '../constants';

/** Gap between the trigger and the tooltip, in px. */
const TOOLTIP_OFFSET_PX = 6;
/** How close the tooltip may come to the viewport's edge, in px. */
const VIEWPORT_PADDING_PX = 8;

/**
 * Everything that makes a tooltip float, in one place: position, the triggers that open it
 * (hover AND keyboard focus, WCAG 1.4.13) and the ones that close it (Escape, leaving).
 */
export function useTooltipFloat(placement: Placement) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    // Order matters: offset first so flip and shift measure the final gap; flip before shift so
    // the tooltip changes side before it is nudged along the edge.
    middleware: [
      offset(TOOLTIP_OFFSET_PX),
      flip({ padding: VIEWPORT_PADDING_PX }),
      shift({ padding: VIEWPORT_PADDING_PX }),
    ],
  });

  const hover = useHover(context, {
    move: false,
    delay: { open: TOOLTIP_OPEN_DELAY_MS, close: 0 },
  });
  // Keyboard focus opens at once: a keyboard user has no pointer to linger with.
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  // Links the tooltip to its trigger with aria-describedby.
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);

  return {
    open,
    // Handed out as plain callbacks: they are ref setters, not refs read during render.
    setReference: refs.setReference,
    setFloating: refs.setFloating,
    floatingStyles,
    getReferenceProps,
    getFloatingProps,
  };
}
