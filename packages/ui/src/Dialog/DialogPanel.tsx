import { FloatingFocusManager, FloatingOverlay, FloatingPortal } from '@floating-ui/react';
import { useId } from 'react';
import { styled } from 'styled-components';

import type { DialogProps } from './DialogProps';
import { useDialogFloat } from './useDialogFloat';

/**
 * The dialog itself, with everything that needs @floating-ui/react (focus trap, veil, scroll
 * lock, dismissal). `Dialog` loads this module only when a dialog first opens.
 */
export function DialogPanel({
  onClose,
  title,
  children,
  actions,
  role,
  width,
}: Omit<DialogProps, 'open' | 'role' | 'width'> & Required<Pick<DialogProps, 'role' | 'width'>>) {
  const titleId = useId();
  // Mounted only while open: `Dialog` renders nothing when closed.
  const { setFloating, context, getFloatingProps } = useDialogFloat({ open: true, onClose, role });
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
  /* As browsers draw headings; an app's reset of headings does not reach the kit. */
  font-weight: bold;
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
