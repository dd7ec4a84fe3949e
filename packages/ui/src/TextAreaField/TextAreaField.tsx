import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';

import {
  controlStyles,
  FieldFrame,
  FieldMessages,
  Label,
  useFieldIds,
  type FieldBaseProps,
} from '../Field';

export interface TextAreaFieldProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'textarea'>, 'children'> {}

/**
 * A labelled text area for text of several lines (a list of serial numbers, one per line). Every
 * textarea prop passes through, `ref` included, so it works with react-hook-form's `register`.
 */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  rows = 4,
  ...areaProps
}: TextAreaFieldProps) {
  const { controlId, errorId, hintId, describedBy } = useFieldIds(id, { label, error, hint });
  return (
    <FieldFrame>
      <Label htmlFor={controlId}>{label}</Label>
      <TextArea
        id={controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...areaProps}
      />
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </FieldFrame>
  );
}

const TextArea = styled.textarea`
  ${controlStyles}
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  resize: vertical;
  line-height: 1.5;
`;
