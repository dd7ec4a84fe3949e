import type { Placement } from '@floating-ui/react-dom';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type FocusEventHandler,
  type MouseEventHandler,
  type PointerEventHandler,
} from 'react';

import { TOOLTIP_OPEN_DELAY_MS } from '../constants';
import type { TooltipPosition, trackTooltipPosition } from './positionTooltip';

// Why not @floating-ui/react: the tooltip needs five event handlers and two document listeners,
// but that package (useHover, useFocus, useDismiss, useRole) weighs ~16 kB gzipped and sits on
// the first screen of every app that shows the live-connection indicator. The handlers below
// mirror its behaviour; the positioning itself is @floating-ui/react-dom's, loaded on first use.

interface PositioningModule {
  trackTooltipPosition: typeof trackTooltipPosition;
}

let positioning: Promise<PositioningModule> | undefined;

/** Loads the positioning code once; a failed load is forgotten so the next opening retries. */
function loadPositioning(): Promise<PositioningModule> {
  positioning ??= import('./positionTooltip').catch((error: unknown) => {
    positioning = undefined;
    throw error;
  });
  return positioning;
}

/** Starts the download early (pointer enters, focus arrives), so it is there when the tooltip opens. */
function preloadPositioning() {
  loadPositioning().catch(() => {
    // Reported nowhere on purpose: the opening itself retries and keeps the bubble hidden.
  });
}

/**
 * Whether focus arrived from the keyboard rather than from a click, as floating-ui's `useFocus`
 * decides it: `:focus-visible`, except in Safari, whose `:focus-visible` also matches some
 * clicks; there, a pointer press on the trigger just before the focus means "not keyboard".
 */
function isKeyboardFocus(element: HTMLElement, pressedByPointer: boolean): boolean {
  if (/apple/i.test(navigator.vendor)) return !pressedByPointer;
  return element.matches(':focus-visible');
}

/** The position of one bubble element; a new bubble (a new opening) starts unpositioned. */
type PositionState =
  { status: 'pending' } | ({ status: 'placed'; bubble: HTMLElement } & TooltipPosition);

/** The handlers and attributes the trigger gets. */
export interface TooltipTriggerProps {
  onMouseEnter: MouseEventHandler<HTMLElement>;
  onMouseLeave: MouseEventHandler<HTMLElement>;
  onFocus: FocusEventHandler<HTMLElement>;
  onBlur: FocusEventHandler<HTMLElement>;
  onPointerDown: PointerEventHandler<HTMLElement>;
  'aria-describedby': string | undefined;
}

/**
 * Everything that makes a tooltip float, in one place: the triggers that open it (hover after
 * `TOOLTIP_OPEN_DELAY_MS`, keyboard focus at once: WCAG 1.4.13), the ones that close it
 * (leaving, blur, Escape, a press elsewhere), the `aria-describedby` link while shown, and the
 * position. The bubble stays hidden until it has been positioned, so it never flashes in a corner.
 */
export function useTooltipFloat(placement: Placement) {
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const [bubble, setBubble] = useState<HTMLElement | null>(null);
  const [position, setPosition] = useState<PositionState>({ status: 'pending' });
  const tooltipId = useId();
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressedByPointer = useRef(false);
  // Focus that comes back with the window (switching tabs) is not a request to see the tooltip.
  const focusReturnsWithWindow = useRef(false);

  const cancelOpening = useCallback(() => {
    clearTimeout(openTimer.current);
    openTimer.current = undefined;
  }, []);

  const close = useCallback(() => {
    cancelOpening();
    setOpen(false);
  }, [cancelOpening]);

  useEffect(() => cancelOpening, [cancelOpening]);

  useEffect(() => {
    if (!reference) return;
    const onWindowBlur = () => {
      if (document.activeElement === reference) focusReturnsWithWindow.current = true;
    };
    window.addEventListener('blur', onWindowBlur);
    return () => window.removeEventListener('blur', onWindowBlur);
  }, [reference]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && reference?.contains(event.target))) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, reference, close]);

  useEffect(() => {
    if (!open || !reference || !bubble) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadPositioning().then(
      ({ trackTooltipPosition }) => {
        if (cancelled) return;
        stop = trackTooltipPosition(reference, bubble, placement, (next) =>
          setPosition((current) =>
            current.status === 'placed' &&
            current.bubble === bubble &&
            current.x === next.x &&
            current.y === next.y &&
            current.placement === next.placement
              ? current
              : { status: 'placed', bubble, ...next },
          ),
        );
      },
      () => {
        // The positioning code did not load (offline): the bubble stays hidden, the
        // description still reaches assistive technology through aria-describedby, and the
        // next opening tries again.
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [open, reference, bubble, placement]);

  const triggerProps: TooltipTriggerProps = {
    onMouseEnter: () => {
      preloadPositioning();
      cancelOpening();
      openTimer.current = setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS);
    },
    onMouseLeave: close,
    onPointerDown: () => {
      pressedByPointer.current = true;
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      preloadPositioning();
      const fromPointer = pressedByPointer.current;
      pressedByPointer.current = false;
      if (focusReturnsWithWindow.current) {
        focusReturnsWithWindow.current = false;
        return;
      }
      if (!isKeyboardFocus(event.currentTarget, fromPointer)) return;
      cancelOpening();
      setOpen(true);
    },
    onBlur: close,
    'aria-describedby': open ? tooltipId : undefined,
  };

  const placed = position.status === 'placed' && position.bubble === bubble ? position : undefined;
  const floatingStyles: CSSProperties = placed
    ? {
        position: 'absolute',
        left: 0,
        top: 0,
        transform: `translate(${roundByDpr(placed.x)}px, ${roundByDpr(placed.y)}px)`,
      }
    : { position: 'absolute', left: 0, top: 0, visibility: 'hidden' };

  return {
    open,
    tooltipId,
    /** The side the tooltip ended up on after flipping, once positioned. */
    placement: placed?.placement,
    // Handed out as plain callbacks: they are ref setters, not refs read during render.
    setReference,
    setFloating: setBubble,
    floatingStyles,
    triggerProps,
  };
}

/** Snaps to the device's pixel grid, as floating-ui's own styles do, so text stays crisp. */
function roundByDpr(value: number): number {
  const dpr = window.devicePixelRatio || 1;
  return Math.round(value * dpr) / dpr;
}
