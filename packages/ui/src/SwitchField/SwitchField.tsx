import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';

import { FieldMessages, useFieldIds, type FieldBaseProps } from '../Field';
import { useUiMessages } from '../messages';

export interface SwitchFieldProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'type' | 'role' | 'children'> {}

/**
 * An on/off switch that shows 'Yes' or 'No' beside it (the 'Temporary password' switch). It is a
 * native checkbox with the switch role, so Space toggles it and react-hook-form's `register`
 * works; the Yes/No text follows the checked state through CSS, so it is right whether the
 * switch is controlled, uncontrolled or set by react-hook-form through its ref.
 */
export function SwitchField({ label, error, hint, id, ...inputProps }: SwitchFieldProps) {
  const messages = useUiMessages();
  const { controlId, errorId, hintId, describedBy } = useFieldIds(id, { label, error, hint });
  return (
    <Frame>
      <Row>
        <Control
          id={controlId}
          type="checkbox"
          role="switch"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        <Track aria-hidden="true" />
        <LabelText htmlFor={controlId}>{label}</LabelText>
        <State aria-hidden="true">
          <span data-state="on">{messages.switchField.on}</span>
          <span data-state="off">{messages.switchField.off}</span>
        </State>
      </Row>
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.text};
`;

const Row = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 32px;
`;

/* The real checkbox covers the drawn track, so a click on the track toggles it. */
const Control = styled.input`
  position: absolute;
  color: inherit;
  font: inherit;
  left: 0;
  width: 44px;
  height: 24px;
  margin: 0;
  opacity: 0;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

const Track = styled.span`
  position: relative;
  flex: none;
  width: 44px;
  height: 24px;
  box-sizing: border-box;
  border-radius: 12px;
  border: 2px solid ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surface};
  pointer-events: none;

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.textMuted};
    transition: transform 0.15s;
  }

  ${Control}:checked + & {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
  }

  ${Control}:checked + &::after {
    transform: translateX(20px);
    background: ${({ theme }) => theme.color.onPrimary};
  }

  ${Control}:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }

  ${Control}:disabled + & {
    opacity: 0.5;
  }
`;

const LabelText = styled.label`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
`;

const State = styled.span`
  color: ${({ theme }) => theme.color.textMuted};

  ${Control}:checked ~ & [data-state='off'],
  ${Control}:not(:checked) ~ & [data-state='on'] {
    display: none;
  }
`;
