import { useId, type ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';

import { FieldMessages, type FieldBaseProps } from '../Field';
import { MIN_TARGET_SIZE_PX } from '../constants';
import { focusRing, visuallyHidden } from '../shared/focusRing';

/** One item of a checklist. */
export interface ChecklistOption {
  value: string;
  /** The visible text. Rendered as text. */
  label: string;
}

export interface ChecklistFieldProps
  extends
    FieldBaseProps,
    Omit<ComponentPropsWithRef<'input'>, 'type' | 'children' | 'value' | 'id'> {
  /** The items, in order. */
  options: readonly ChecklistOption[];
  /** Checked values, when the caller controls the list (without react-hook-form). */
  values?: readonly string[];
  /** Flows the items into columns where there is room (a long list: eleven event types). */
  columns?: boolean;
  /** Keeps the legend for screen readers only, where a control above already names the list. */
  hideLegend?: boolean;
}

/**
 * A group of checkboxes under one legend (the installation confirmation: tenant, room and floor,
 * fluid type). Every input prop, `name`, `ref` and handlers included, goes to each checkbox, so
 * `{...register('confirmed', { validate })}` yields the array of checked values.
 */
export function ChecklistField({
  label,
  error,
  hint,
  options,
  values,
  columns = false,
  hideLegend = false,
  onChange,
  ...inputProps
}: ChecklistFieldProps) {
  const groupId = useId();
  const errorId = `${groupId}-error`;
  const hintId = `${groupId}-hint`;
  const describedBy =
    [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Fieldset
      aria-describedby={describedBy}
      data-invalid={error ? true : undefined}
      data-columns={columns || undefined}
    >
      <Legend data-hidden={hideLegend || undefined}>{label}</Legend>
      {options.map((option) => (
        <Item key={option.value}>
          <Checkbox
            type="checkbox"
            value={option.value}
            checked={values === undefined ? undefined : values.includes(option.value)}
            onChange={onChange}
            {...inputProps}
          />
          <span>{option.label}</span>
        </Item>
      ))}
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.color.text};

  &[data-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[data-columns] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(11rem, 100%), 1fr));
  }
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.small};

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

const Item = styled.label`
  display: flex;
  margin: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${MIN_TARGET_SIZE_PX + 8}px;
  cursor: pointer;
`;

const Checkbox = styled.input`
  flex: none;
  color: inherit;
  font: inherit;
  width: 20px;
  height: 20px;
  margin: 2px;
  accent-color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  ${focusRing}
`;
