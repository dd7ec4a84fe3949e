import { FloatingPortal, useMergeRefs, type Placement } from '@floating-ui/react';
import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';

import { useTooltipFloat } from './useTooltipFloat';

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

/**
 * A short description that appears on hover and on keyboard focus, and closes on Escape.
 * It is linked to its trigger with `aria-describedby` while shown.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const { open, setReference, setFloating, floatingStyles, getReferenceProps, getFloatingProps } =
    useTooltipFloat(placement);
  const childRefProp = isValidElement(children) ? children.props.ref : undefined;
  const mergedRef = useMergeRefs([setReference, childRefProp]);

  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref: mergedRef }))}
      {open && (
        <FloatingPortal>
          <Bubble ref={setFloating} style={floatingStyles} {...getFloatingProps()}>
            {content}
          </Bubble>
        </FloatingPortal>
      )}
    </>
  );
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
