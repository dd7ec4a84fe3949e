import type { ComponentPropsWithRef } from 'react';

import {
  FieldFrame,
  FieldMessages,
  Input,
  Label,
  useFieldIds,
  type FieldBaseProps,
} from '../Field';

export interface NumberFieldProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'type' | 'inputMode' | 'children'> {
  /** `numeric` (whole numbers, the default) or `decimal`: which on-screen keyboard phones show. */
  inputMode?: 'numeric' | 'decimal';
}

/**
 * A labelled input for a number ('Number of new devices', a floor number). It is a text input with
 * a numeric keyboard rather than `type="number"`: the spec's rules judge exactly what was typed
 * ('Must be positive 3-digit integer'), which a number input would hide or alter (e, +, scroll).
 * Works with react-hook-form's `register` (ref and change handlers pass through).
 */
export function NumberField({
  label,
  error,
  hint,
  id,
  inputMode = 'numeric',
  ...inputProps
}: NumberFieldProps) {
  const { controlId, errorId, hintId, describedBy } = useFieldIds(id, { label, error, hint });
  return (
    <FieldFrame>
      <Label htmlFor={controlId}>{label}</Label>
      <Input
        id={controlId}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </FieldFrame>
  );
}
