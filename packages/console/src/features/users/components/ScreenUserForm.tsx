import {
  Banner,
  Button,
  PasswordField,
  SectionCard,
  SelectField,
  SwitchField,
  TextField,
} from '@hygiene/ui';
import { PASSWORD_MAX_LENGTH, TEXT_MAX_LENGTH } from '@hygiene/api-client';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { GENERATED_PASSWORD_LENGTH } from '../../../constants';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { listScreenUsers } from '../../../generated/operations/listScreenUsers';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import * as messages from '../../../messages';
import type { useCreateScreenUser } from '../api/createScreenUser';
import {
  buildScreenUserPayload,
  canCreateScreenUser,
  generatePassword,
  screenUserGaps,
  type ScreenUserValues,
} from '../screenUser';
import { AccessFields } from './AccessFields';
import { FormActions, FormColumn } from './FormActions';
import { screenTypeLabel } from '../../../messages/users';

const text = messages.users.screen;

const EMPTY: ScreenUserValues = {
  screenType: '',
  deviceType: '',
  specs: '',
  password: '',
  temporary: true,
  sections: [],
};

export interface ScreenUserFormProps {
  /** The generated read-only email (the next screen number). */
  email: string;
  /** The creation, owned by the page, which shows the success in place of the form. */
  create: ReturnType<typeof useCreateScreenUser>;
}

/**
 * The screen user's fields: the read-only email, 'Screen Type' prefilling 'Device Type' and
 * 'Model, year, specs', 'Password' (shown on demand, or generated), 'Temporary password' (on by
 * default) and the sections. Create is enabled only when device type, specs, password and email
 * are non-empty; a failure keeps everything typed.
 */
export function ScreenUserForm({ email, create }: ScreenUserFormProps) {
  const { api, tenant } = useConsoleApi();
  const screenOptions = useQuery({
    ...listScreenUsers.options(api, tenant),
    // The screen types change rarely: a second form opened reuses them a while.
    staleTime: 5 * 60_000,
  });
  const form = useForm<ScreenUserValues>({ defaultValues: EMPTY });
  const values = useWatch({ control: form.control }) as ScreenUserValues;
  const gaps = screenUserGaps(values, email);
  const missingId = useId();
  const busy = create.isPending;

  const send = useSubmitOnce((v: ScreenUserValues) =>
    create.mutateAsync(buildScreenUserPayload(v, email)),
  );
  const onSubmit = form.handleSubmit((v) => (canCreateScreenUser(v, email) ? send(v) : undefined));

  const options = screenOptions.data ?? [];
  const prefill = (displayName: string) => {
    // None prefills nothing: both fields empty, as the None option carries no values.
    const option = options.find((o) => o.displayName === displayName);
    form.setValue('deviceType', option?.firstName ?? '', { shouldDirty: true });
    form.setValue('specs', option?.lastName ?? '', { shouldDirty: true });
  };

  return (
    <SectionCard title={text.title}>
      {create.status === 'error' ? (
        <Banner tone="error" key={create.submittedAt} dismissible>
          {text.failed}
        </Banner>
      ) : null}
      {create.status === 'pending' ? <Banner tone="info">{text.creating}</Banner> : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
        <FormColumn>
          <TextField label={text.email} value={email} readOnly hint={text.emailHint} />
          <SelectField
            label={text.screenType}
            options={[
              { value: '', label: text.screenTypeNone },
              ...options.map((o) => ({
                value: o.displayName,
                label: screenTypeLabel(o.displayName),
              })),
            ]}
            {...(screenOptions.isError ? { error: text.screenTypesError } : {})}
            {...form.register('screenType', { onChange: (event) => prefill(event.target.value) })}
          />
          <TextField
            label={text.deviceType}
            required
            autoComplete="off"
            maxLength={TEXT_MAX_LENGTH}
            {...form.register('deviceType')}
          />
          <TextField
            label={text.specs}
            required
            autoComplete="off"
            maxLength={TEXT_MAX_LENGTH}
            {...form.register('specs')}
          />
          <div>
            <PasswordField
              label={text.password}
              required
              maxLength={PASSWORD_MAX_LENGTH}
              hint={text.generateHint}
              {...form.register('password')}
            />
            <Button
              onClick={() =>
                form.setValue('password', generatePassword(GENERATED_PASSWORD_LENGTH), {
                  shouldDirty: true,
                })
              }
            >
              {text.generate}
            </Button>
          </div>
          <SwitchField label={text.temporary} {...form.register('temporary')} />
          <AccessFields control={form.control} show={['sections']} />
          <FormActions
            id={missingId}
            missing={
              gaps.length > 0 ? `${text.missing} ${gaps.map((g) => text.gaps[g]).join(', ')}` : null
            }
          >
            <Button
              type="submit"
              variant="primary"
              disabled={gaps.length > 0 || busy}
              aria-describedby={gaps.length > 0 ? missingId : undefined}
            >
              {text.create}
            </Button>
          </FormActions>
        </FormColumn>
      </form>
    </SectionCard>
  );
}
