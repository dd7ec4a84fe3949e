import type { NamedReference } from '@hygiene/api-client';
import { ChecklistField } from '@hygiene/ui';

export interface IdChecklistProps {
  label: string;
  /** The choices, shown by name. */
  options: readonly NamedReference[];
  /** The chosen ids. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  name: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * A checklist that always yields an array of ids (react-hook-form's own checkbox groups yield a
 * boolean when there is a single box), for a `Controller`.
 */
export function IdChecklist({ options, value, onChange, ...rest }: IdChecklistProps) {
  return (
    <ChecklistField
      {...rest}
      options={options.map((option) => ({ value: option.id, label: option.name }))}
      values={value}
      onChange={(event) => {
        const { value: id, checked } = event.target;
        onChange(checked ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
      }}
    />
  );
}
