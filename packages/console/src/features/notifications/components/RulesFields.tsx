import { ATTENTION_REASONS, ATTENTION_SEVERITIES } from '@hygiene/api-client';
import { ChecklistField, Inline, SelectField, SwitchField, TextField } from '@hygiene/ui';
import { useQuery } from '@tanstack/react-query';
import {
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
} from 'react-hook-form';

import { useConsoleApi } from '../../../data/useConsoleApi';
import { listPremises } from '../../../generated/operations/listPremises';
import { listSections } from '../../../generated/operations/listSections';
import { cases } from '../../../messages/cases';
import { notifications as text } from '../../../messages/notifications';
import { CHANNELS, isClockTime, type RulesValues } from '../rulesForm';

/** Sections and premises a person chooses among: one page, as many as a tenant has. */
const PLACES_PAGE_SIZE = 200;

const atLeastOne = (value: unknown) =>
  (Array.isArray(value) && value.length > 0) || text.nothingChosen;

/**
 * The fields of a person's notification rules (their own settings, or the tenant's defaults
 * under `prefix`): on duty, which reasons and severities, where, by which channel, quiet hours
 * and the language of the messages. Every choice is a native checkbox, radio or text field.
 */
export function RulesFields<Values extends FieldValues>({
  register,
  control,
  prefix,
  errors,
  disabled,
  email,
}: {
  register: UseFormRegister<Values>;
  control: Control<Values>;
  /** Where the rules sit in the form's values: '' for a form of rules, 'defaults.' in the policy. */
  prefix: '' | 'defaults.';
  errors: Partial<Record<keyof RulesValues, { message?: string } | undefined>> | undefined;
  disabled?: boolean;
  /** Where e-mail goes; null when the identity provider has none (e-mail cannot be chosen). */
  email?: string | null;
}) {
  const { api, tenant } = useConsoleApi();
  const sections = useQuery(
    listSections.options(api, tenant, { page: 1, pageSize: PLACES_PAGE_SIZE }),
  );
  const premises = useQuery(
    listPremises.options(api, tenant, { page: 1, pageSize: PLACES_PAGE_SIZE }),
  );
  const name = (field: keyof RulesValues) => `${prefix}${field}` as FieldPath<Values>;
  const quiet = useWatch({ control, name: name('quiet') }) as boolean;
  const error = (field: keyof RulesValues) => errors?.[field]?.message;
  return (
    <>
      <SwitchField
        label={text.onDuty}
        hint={text.onDutyHint}
        disabled={disabled}
        {...register(name('onDuty'))}
      />
      <ChecklistField
        label={text.reasons}
        options={ATTENTION_REASONS.map((reason) => ({
          value: reason,
          label: cases.reasons[reason],
        }))}
        columns
        disabled={disabled}
        error={error('reasons')}
        {...register(name('reasons'), { validate: atLeastOne })}
      />
      <ChecklistField
        label={text.severities}
        options={ATTENTION_SEVERITIES.map((severity) => ({
          value: severity,
          label: cases.severity[severity],
        }))}
        disabled={disabled}
        error={error('severities')}
        {...register(name('severities'), { validate: atLeastOne })}
      />
      <ChecklistField
        label={`${text.places}: ${text.sections}`}
        hint={text.everywhere}
        options={(sections.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
        columns
        disabled={disabled}
        {...register(name('sectionIds'))}
      />
      <ChecklistField
        label={`${text.places}: ${text.premises}`}
        hint={text.everywhere}
        options={(premises.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
        columns
        disabled={disabled}
        {...register(name('premiseIds'))}
      />
      <ChecklistField
        label={text.channels}
        hint={email === undefined ? undefined : email === null ? text.noEmail : text.emailTo(email)}
        options={CHANNELS.map((channel) => ({ value: channel, label: text.channel[channel] }))}
        disabled={disabled}
        {...register(name('channels'))}
      />
      <SwitchField
        label={text.quietHours}
        hint={text.quietHoursHint}
        disabled={disabled}
        {...register(name('quiet'))}
      />
      {quiet ? (
        <Inline>
          <TextField
            label={text.quietFrom}
            inputMode="numeric"
            autoComplete="off"
            placeholder="22:00"
            maxLength={5}
            disabled={disabled}
            error={error('quietFrom')}
            {...register(name('quietFrom'), {
              validate: (value) => !quiet || isClockTime(String(value)) || text.badTime,
            })}
          />
          <TextField
            label={text.quietTo}
            inputMode="numeric"
            autoComplete="off"
            placeholder="07:00"
            maxLength={5}
            disabled={disabled}
            error={error('quietTo')}
            {...register(name('quietTo'), {
              validate: (value) => !quiet || isClockTime(String(value)) || text.badTime,
            })}
          />
        </Inline>
      ) : null}
      <SelectField
        label={text.language}
        options={(['nb', 'en'] as const).map((language) => ({
          value: language,
          label: text.languages[language],
        }))}
        disabled={disabled}
        {...register(name('language'))}
      />
    </>
  );
}
