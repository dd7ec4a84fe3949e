import { ErrorState, Skeleton } from '@hygiene/ui';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

import * as messages from '../../../messages';
import { useGroups, useSections } from '../api/accessOptions';
import { IdChecklist } from './IdChecklist';
import { groupLabel } from '../../../messages/users';

const text = messages.users;

export interface AccessFieldsProps<Values extends FieldValues> {
  control: Control<Values>;
  /** Which checklists to show: groups (from the groups endpoint), sections, or both. */
  show: readonly ('groups' | 'sections')[];
  groupsName?: Path<Values>;
  sectionsName?: Path<Values>;
  disabled?: boolean;
}

/**
 * The groups and allowed-sections choosers of the user forms, each with its own loading and
 * error state, bound to a react-hook-form form.
 */
export function AccessFields<Values extends FieldValues>({
  control,
  show,
  groupsName = 'groups' as Path<Values>,
  sectionsName = 'sections' as Path<Values>,
  disabled = false,
}: AccessFieldsProps<Values>) {
  const groups = useGroups();
  const sections = useSections();
  return (
    <>
      {show.includes('groups') ? (
        <Choices
          query={groups}
          label={text.groups}
          errorText={text.groupsError}
          render={(options) => (
            <Controller
              control={control}
              name={groupsName}
              render={({ field }) => (
                <IdChecklist
                  label={text.groups}
                  name={field.name}
                  options={options.map((group) => ({ ...group, name: groupLabel(group.name) }))}
                  value={field.value as string[]}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={disabled}
                />
              )}
            />
          )}
        />
      ) : null}
      {show.includes('sections') ? (
        <Choices
          query={sections}
          label={text.sections}
          errorText={text.sectionsError}
          render={(options) => (
            <Controller
              control={control}
              name={sectionsName}
              render={({ field }) => (
                <IdChecklist
                  label={text.sections}
                  name={field.name}
                  options={options}
                  value={field.value as string[]}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={disabled}
                />
              )}
            />
          )}
        />
      ) : null}
    </>
  );
}

type OptionsQuery = ReturnType<typeof useGroups> | ReturnType<typeof useSections>;

function Choices({
  query,
  label,
  errorText,
  render,
}: {
  query: OptionsQuery;
  label: string;
  errorText: string;
  render: (options: { id: string; name: string }[]) => ReactNode;
}) {
  switch (query.status) {
    case 'pending':
      return <Skeleton lines={3} label={label} />;
    case 'error':
      return <ErrorState message={errorText} onRetry={() => void query.refetch()} />;
    case 'success':
      return render(query.data);
    default:
      return query satisfies never;
  }
}
