import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';

import {
  FieldFrame,
  FieldMessages,
  Label,
  controlStyles,
  useFieldIds,
  type FieldBaseProps,
} from '../Field';

/** One choice of a select. */
export interface SelectOption {
  value: string;
  /** The visible text. Rendered as text. */
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> {
  /** The choices, in order (e.g. 'Screen Type' with None first). */
  options: readonly SelectOption[];
}

/**
 * A labelled native select: the platform's own list is keyboard- and screen-reader-proof on every
 * device, so no floating listbox is needed here. Works with react-hook-form's `register`.
 */
export function SelectField({ label, error, hint, id, options, ...selectProps }: SelectFieldProps) {
  const { controlId, errorId, hintId, describedBy } = useFieldIds(id, { label, error, hint });
  return (
    <FieldFrame>
      <Label htmlFor={controlId}>{label}</Label>
      <Select
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </FieldFrame>
  );
}

const Select = styled.select`
  ${controlStyles}
  cursor: pointer;
`;
