import { useId } from 'react';
import { styled } from 'styled-components';

import { FieldMessages, type FieldBaseProps } from '../Field';
import { THUMB_TARGET_PX } from '../constants';
import { focusRing } from '../shared/focusRing';

/** One choice of a radio group. */
export interface RadioOption<Value extends string> {
  value: Value;
  /** The visible text. Rendered as text. */
  label: string;
}

export interface RadioGroupFieldProps<Value extends string> extends FieldBaseProps {
  /** The choices, in order. */
  options: readonly RadioOption<Value>[];
  /** The chosen value. */
  value: Value;
  /** Called with the value chosen. */
  onChange: (value: Value) => void;
  /** Disables every choice (while a save runs). */
  disabled?: boolean;
}

/**
 * One choice of a few, each a bordered row as high as a thumb (the install wizard's fluid kind,
 * provisioning's numbering): the radios are native, so arrow keys move between them and a screen
 * reader says 'radio button, 1 of 3' under the legend.
 */
export function RadioGroupField<Value extends string>({
  label,
  error,
  hint,
  options,
  value,
  onChange,
  disabled = false,
}: RadioGroupFieldProps<Value>) {
  const name = useId();
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const describedBy =
    [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Fieldset aria-describedby={describedBy} data-invalid={error ? true : undefined}>
      <Legend>{label}</Legend>
      {options.map((option) => (
        <Choice key={option.value}>
          <Radio
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </Choice>
      ))}
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </Fieldset>
  );
}

/** As wide as its longest words need on a desktop form, not the whole page. */
const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 32rem;
  margin: 0;
  padding: 0;
  border: 0;
  color: ${({ theme }) => theme.color.text};
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** A row a thumb hits: the whole row chooses. Its box is its own, whatever an app sets on labels. */
const Choice = styled.label`
  display: flex;
  box-sizing: border-box;
  margin: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${THUMB_TARGET_PX}px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.selected};
  }

  &:has(input:disabled) {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Radio = styled.input`
  flex: none;
  color: inherit;
  font: inherit;
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.color.primary};
  cursor: inherit;
  ${focusRing}
`;
