import { Inline, Muted } from '@hygiene/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

/**
 * A form's main button with, beside it, why it is disabled ('To invite, fill in: email, at least
 * one group'), tied to the button so a screen reader hears it too.
 */
export function FormActions({
  id,
  missing,
  children,
}: {
  /** The id the button's `aria-describedby` points at. */
  id: string;
  /** The sentence listing what is missing, or null when nothing is. */
  missing: string | null;
  children: ReactNode;
}) {
  return (
    <Inline>
      {children}
      {missing ? (
        <Muted id={id} as="p" style={{ margin: 0 }}>
          {missing}
        </Muted>
      ) : null}
    </Inline>
  );
}

/** The fields of a form, one under the other, no wider than reads well. */
export const FormColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 560px;
  min-width: 0;
`;
