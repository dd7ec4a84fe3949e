import {
  Banner,
  Button,
  ErrorState,
  Inline,
  Muted,
  Page,
  PageHeader,
  PasswordField,
  SectionCard,
  SelectField,
  Spinner,
  SwitchField,
  TextField,
} from '@hygiene/ui';
import { useAtomValue } from 'jotai';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { GENERATED_PASSWORD_LENGTH } from '../../../constants';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { messages } from '../../../messages';
import { paths } from '../../../routing/paths';
import { consoleConfigAtom } from '../../../state/atoms';
import { useCreateScreenUser } from '../api/createScreenUser';
import { useNewestUserEmail } from '../api/getNewestUserEmail';
import { useScreenOptions } from '../api/getScreenOptions';
import { AccessFields } from '../components/AccessFields';
import { ActionLink } from '../components/ActionLink';
import { FormActions, FormColumn } from '../components/FormActions';
import {
  buildScreenUserPayload,
  canCreateScreenUser,
  generatePassword,
  nextScreenEmail,
  screenUserGaps,
  type ScreenUserValues,
} from '../screenUser';

const text = messages.users.screen;

/** The next screen number's fetch states (spec §4: default, loading, fetched, error). */
export type ScreenNumberState =
  | { status: 'loading' }
  | { status: 'fetched'; number: number; email: string }
  | { status: 'error'; reason: 'api' | 'unreadable' };

const EMPTY: ScreenUserValues = {
  screenType: '',
  deviceType: '',
  specs: '',
  password: '',
  temporary: true,
  sections: [],
};

/**
 * Add a screen user (`/users/screen`): the next screen number is fetched first (the newest user's
 * email, spec §7), then the form with the generated read-only email; after success, the created
 * email with 'Create new static screen user' and 'Back to users'.
 */
export function ScreenUserScreen() {
  const { tenant } = useConsoleApi();
  const navigate = useNavigate();
  const config = useAtomValue(consoleConfigAtom);
  const newest = useNewestUserEmail();
  const create = useCreateScreenUser();
  // Each new screen user gets a fresh form (a new key), with the number read after the last one.
  const [round, setRound] = useState(0);

  const number = screenNumberState(newest, config.screenUserDomain);
  const backToUsers = () => void navigate(paths.users.to(tenant));

  return (
    <Page>
      <PageHeader
        title={text.title}
        description={text.description}
        actions={<ActionLink to={paths.users.to(tenant)}>{messages.users.backToList}</ActionLink>}
      />
      {create.status === 'success' ? (
        <SectionCard title={text.title}>
          <Banner tone="success">{text.created(create.variables.email)}</Banner>
          <Inline>
            <Button
              variant="primary"
              onClick={() => {
                create.reset();
                setRound((r) => r + 1);
              }}
            >
              {text.createAnother}
            </Button>
            <Button onClick={backToUsers}>{text.backToUsers}</Button>
          </Inline>
        </SectionCard>
      ) : (
        <ScreenNumberGate number={number} onRetry={() => void newest.refetch()}>
          {(fetched) => <ScreenUserForm key={round} email={fetched.email} create={create} />}
        </ScreenNumberGate>
      )}
    </Page>
  );
}

function screenNumberState(
  newest: ReturnType<typeof useNewestUserEmail>,
  configuredDomain: string | undefined,
): ScreenNumberState {
  switch (newest.status) {
    case 'pending':
      return { status: 'loading' };
    case 'error':
      return { status: 'error', reason: 'api' };
    case 'success': {
      const next = nextScreenEmail(newest.data, configuredDomain);
      return next.kind === 'fetched'
        ? { status: 'fetched', number: next.number, email: next.email }
        : { status: 'error', reason: 'unreadable' };
    }
    default:
      return newest satisfies never;
  }
}

function ScreenNumberGate({
  number,
  onRetry,
  children,
}: {
  number: ScreenNumberState;
  onRetry: () => void;
  children: (fetched: Extract<ScreenNumberState, { status: 'fetched' }>) => ReactNode;
}) {
  switch (number.status) {
    case 'loading':
      return (
        <Inline>
          <Spinner label={text.numberLoading} />
          <Muted>{text.numberLoading}</Muted>
        </Inline>
      );
    case 'error':
      return (
        <div>
          <ErrorState message={text.numberError} onRetry={onRetry} />
          {number.reason === 'unreadable' ? (
            <Muted as="p" style={{ textAlign: 'center' }}>
              {text.numberUnreadable}
            </Muted>
          ) : null}
        </div>
      );
    case 'fetched':
      return children(number);
    default:
      return number satisfies never;
  }
}

function ScreenUserForm({
  email,
  create,
}: {
  email: string;
  create: ReturnType<typeof useCreateScreenUser>;
}) {
  const screenOptions = useScreenOptions();
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
              ...options.map((o) => ({ value: o.displayName, label: o.displayName })),
            ]}
            {...(screenOptions.isError ? { error: text.screenTypesError } : {})}
            {...form.register('screenType', { onChange: (event) => prefill(event.target.value) })}
          />
          <TextField
            label={text.deviceType}
            required
            autoComplete="off"
            {...form.register('deviceType')}
          />
          <TextField label={text.specs} required autoComplete="off" {...form.register('specs')} />
          <div>
            <PasswordField
              label={text.password}
              required
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
          <AccessFields control={form.control} show={['sections']} sectionsLabel={text.sections} />
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
