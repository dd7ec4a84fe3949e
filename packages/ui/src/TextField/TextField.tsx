import type { ComponentPropsWithRef } from 'react';

import {
  FieldFrame,
  FieldMessages,
  Input,
  Label,
  useFieldIds,
  type FieldBaseProps,
} from '../Field';

export interface TextFieldProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** Kinds of text input. Defaults to `text`. */
  type?: 'text' | 'email' | 'search' | 'tel' | 'url';
}

/**
 * A labelled text input. Every input prop passes through, `ref` included, so
 * `<TextField label="Device Type" {...register('screenDeviceType')} />` works with react-hook-form.
 */
export function TextField({
  label,
  error,
  hint,
  id,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const { controlId, errorId, hintId, describedBy } = useFieldIds(id, { label, error, hint });
  return (
    <FieldFrame>
      <Label htmlFor={controlId}>{label}</Label>
      <Input
        id={controlId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </FieldFrame>
  );
}
