import { lazy, Suspense, type ComponentPropsWithRef } from 'react';

import {
  FieldFrame,
  FieldMessages,
  Input,
  Label,
  useFieldIds,
  type FieldBaseProps,
} from '../Field';

const TextFieldCounter = lazy(() => import('./TextFieldCounter'));

export interface TextFieldProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /**
   * Kinds of text input. Defaults to `text`. `date` is the browser's own day picker (a phone's
   * wheel, a desktop's calendar), its value `YYYY-MM-DD`.
   */
  type?: 'text' | 'email' | 'search' | 'tel' | 'url' | 'date';
}

/**
 * A labelled text input. Every input prop passes through, `ref` included, so
 * `<TextField label="Device Type" {...register('screenDeviceType')} />` works with react-hook-form.
 *
 * With a `maxLength` (the contract's limit) the browser stops typing at the limit, and a counter
 * ('95 of 100 characters') appears from 80 % of it on, so a pasted text that was cut short is
 * seen. The counter follows the input whether the caller controls its value or not; its code loads
 * with the first field that has a limit.
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
  const { maxLength } = inputProps;
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
      {maxLength ? (
        <Suspense fallback={null}>
          <TextFieldCounter inputId={controlId} maxLength={maxLength} />
        </Suspense>
      ) : null}
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </FieldFrame>
  );
}
