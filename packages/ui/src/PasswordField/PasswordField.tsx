import { useState, type ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';

import { Button } from '../Button';
import {
  FieldFrame,
  FieldMessages,
  Input,
  Label,
  useFieldIds,
  type FieldBaseProps,
} from '../Field';
import { useUiMessages } from '../messages';

export interface PasswordFieldProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {}

/**
 * A labelled password input with a 'Show password' toggle, so a person can check what they typed.
 * Works with react-hook-form's `register`.
 */
export function PasswordField({
  label,
  error,
  hint,
  id,
  disabled,
  ...inputProps
}: PasswordFieldProps) {
  const messages = useUiMessages();
  const [shown, setShown] = useState(false);
  const { controlId, errorId, hintId, describedBy } = useFieldIds(id, { label, error, hint });
  return (
    <FieldFrame>
      <Label htmlFor={controlId}>{label}</Label>
      <Row>
        <Input
          id={controlId}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          {...inputProps}
        />
        <Button
          aria-pressed={shown}
          aria-controls={controlId}
          disabled={disabled}
          onClick={() => setShown((s) => !s)}
        >
          {messages.passwordField.show}
        </Button>
      </Row>
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </FieldFrame>
  );
}

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};

  & > button {
    flex: none;
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;
