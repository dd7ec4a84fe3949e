import type { Placement } from '@floating-ui/react-dom';
import { cloneElement, useMemo, type ReactElement, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { styled } from 'styled-components';

import { mergeRefs } from '../shared/mergeRefs';
import { useTooltipFloat, type TooltipTriggerProps } from './useTooltipFloat';

export interface TooltipProps {
  /** What the tooltip says. Rendered as text (or the nodes given), never as HTML. */
  content: ReactNode;
  /**
   * The one element the tooltip describes. It must be focusable (a button, a link, or an element
   * with `tabIndex={0}`) so keyboard users can open the tooltip too.
   */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
  /** Preferred side; the tooltip flips when there is no room. Defaults to `top`. */
  placement?: Placement;
}

/** The child's own props the tooltip chains its handlers onto, so neither side loses events. */
type ChildProps = Partial<Omit<TooltipTriggerProps, 'aria-describedby'>> & {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
};

/**
 * A short description that appears on hover and on keyboard focus, and closes on Escape.
 * It is linked to its trigger with `aria-describedby` while shown.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const {
    open,
    tooltipId,
    placement: side,
    setReference,
    setFloating,
    floatingStyles,
    triggerProps,
  } = useTooltipFloat(placement);
  // The declared type only promises a ref; the child's handlers are read so they can be chained.
  const child = children as ReactElement<ChildProps>;
  const childProps = child.props;
  const childRef = childProps.ref;
  const ref = useMemo(() => mergeRefs(setReference, childRef), [setReference, childRef]);

  return (
    <>
      {cloneElement(child, {
        ref,
        onMouseEnter: chain(childProps.onMouseEnter, triggerProps.onMouseEnter),
        onMouseLeave: chain(childProps.onMouseLeave, triggerProps.onMouseLeave),
        onPointerDown: chain(childProps.onPointerDown, triggerProps.onPointerDown),
        onFocus: chain(childProps.onFocus, triggerProps.onFocus),
        onBlur: chain(childProps.onBlur, triggerProps.onBlur),
        'aria-describedby': joinIds(
          childProps['aria-describedby'],
          triggerProps['aria-describedby'],
        ),
      } satisfies ChildProps)}
      {open &&
        createPortal(
          <Bubble
            ref={setFloating}
            id={tooltipId}
            role="tooltip"
            data-placement={side}
            style={floatingStyles}
          >
            {content}
          </Bubble>,
          document.body,
        )}
    </>
  );
}

/** Calls the child's own handler first, then the tooltip's. */
function chain<E>(own: ((event: E) => void) | undefined, tooltip: (event: E) => void) {
  return (event: E) => {
    own?.(event);
    tooltip(event);
  };
}

/** The child's own description ids plus the tooltip's while it is shown. */
function joinIds(...ids: ReadonlyArray<string | undefined>): string | undefined {
  return ids.filter((id) => id !== undefined && id !== '').join(' ') || undefined;
}

const Bubble = styled.div`
  z-index: 1000;
  box-sizing: border-box;
  max-width: 280px;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.small};
  line-height: 1.4;
  pointer-events: none;
`;
