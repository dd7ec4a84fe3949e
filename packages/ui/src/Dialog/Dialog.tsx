import { FloatingFocusManager, FloatingOverlay, FloatingPortal } from '@floating-ui/react';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

import { useDialogFloat } from './useDialogFloat';

export interface DialogProps {
  /** Whether the dialog is shown. The caller owns this state. */
  open: boolean;
  /** Called on Escape, on a press outside the dialog, and by the caller's own close buttons. */
  onClose: () => void;
  /** The heading; it also names the dialog for screen readers. Rendered as text. */
  title: string;
  /** The body. */
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and Save. */
  actions?: ReactNode;
  /** `alertdialog` for confirmations that interrupt; defaults to `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Width in px of the dialog; defaults to 480. It never exceeds the viewport. */
  width?: number;
}

/**
 * A modal dialog: focus moves into it and is trapped there, the page behind is hidden from
 * assistive technology and does not scroll, Escape closes it, and focus returns to where it was.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  role = 'dialog',
  width = 480,
}: DialogProps) {
  const titleId = useId();
  const { setFloating, context, getFloatingProps } = useDialogFloat({ open, onClose, role });
  if (!open) return null;
  return (
    <FloatingPortal>
      <Veil lockScroll>
        <FloatingFocusManager context={context} modal>
          <Panel
            ref={setFloating}
            aria-labelledby={titleId}
            aria-modal="true"
            $width={width}
            {...getFloatingProps()}
          >
            <Title id={titleId}>{title}</Title>
            {children !== undefined && <Body>{children}</Body>}
            {actions !== undefined && <Actions>{actions}</Actions>}
          </Panel>
        </FloatingFocusManager>
      </Veil>
    </FloatingPortal>
  );
}

const Veil = styled(FloatingOverlay)`
  z-index: 900;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.overlay};
`;

const Panel = styled.div<{ $width: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  box-sizing: border-box;
  width: min(${({ $width }) => $width}px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-family: ${({ theme }) => theme.font.family};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;
