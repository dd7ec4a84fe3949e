import type { ComponentPropsWithRef } from 'react';

import type { FieldBaseProps } from '../Field';
import { TextField } from '../TextField';

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
export function NumberField({ inputMode = 'numeric', ...props }: NumberFieldProps) {
  return <TextField type="text" inputMode={inputMode} autoComplete="off" {...props} />;
}
