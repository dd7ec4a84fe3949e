import { useId, type ReactNode } from 'react';
import { styled, css } from 'styled-components';

import { focusRing } from '../shared/focusRing';

/** Props every field of the kit shares. */
export interface FieldBaseProps {
  /** The visible label; it names the control. */
  label: string;
  /** Error text under the control (e.g. 'Must be between 1 and 100'); marks the control invalid. */
  error?: string;
  /** Help text under the control. */
  hint?: string;
}

/** The ids that tie a control to its label, hint and error. */
export function useFieldIds(id: string | undefined, { error, hint }: FieldBaseProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy =
    [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return { controlId, errorId, hintId, describedBy };
}

/** Hint and error lines under a control. The error is announced when it appears. */
export function FieldMessages({
  error,
  hint,
  errorId,
  hintId,
}: Pick<FieldBaseProps, 'error' | 'hint'> & { errorId: string; hintId: string }): ReactNode {
  return (
    <>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {/* Always present (empty takes no room), so an error is announced the moment it appears. */}
      <ErrorText id={errorId} role="alert">
        {error}
      </ErrorText>
    </>
  );
}

export const FieldFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
`;

export const Label = styled.label`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/** The look of text-like controls (input, select). */
export const controlStyles = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  ${focusRing}

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    border-width: 2px;
  }

  &:disabled {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }

  &[readonly] {
    background: ${({ theme }) => theme.color.background};
  }
`;

export const Input = styled.input`
  ${controlStyles}
`;
