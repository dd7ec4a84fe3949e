import { Banner, Button, SectionCard, TextField } from '@hygiene/ui';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@hygiene/api-client';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import * as messages from '../../../messages';
import { useInviteUser } from '../api/inviteUser';
import { apiErrorOf } from '../../../data/apiQuery';
import { canInvite, inviteGaps, isEmailAddress, type InviteValues } from '../userRules';
import { AccessFields } from './AccessFields';
import { FormActions, FormColumn } from './FormActions';

const text = messages.users.invite;

const EMPTY: InviteValues = { email: '', firstName: '', lastName: '', groups: [], sections: [] };

/**
 * The invite form: email, names, groups and allowed sections. Invite is enabled only when every
 * part is there and the email is an address (`isEmailAddress`, said at the field once the person
 * has left it). A failed invite keeps everything typed; a double click sends one invitation; a
 * sent one clears the form for the next.
 */
export function InviteForm() {
  const invite = useInviteUser();
  const form = useForm<InviteValues>({ defaultValues: EMPTY });
  const values = useWatch({ control: form.control }) as InviteValues;
  const gaps = inviteGaps(values);
  const missingId = useId();
  const busy = invite.isPending;
  // Said once the field was left (not while the address is still being typed).
  const emailTouched = form.getFieldState('email', form.formState).isTouched;
  const emailError =
    emailTouched && values.email.trim() !== '' && !isEmailAddress(values.email)
      ? text.notAnEmail
      : undefined;

  const send = useSubmitOnce(async (v: InviteValues) => {
    await invite.mutateAsync(v);
    form.reset(EMPTY);
  });
  const onSubmit = form.handleSubmit((v) => (canInvite(v) ? send(v) : undefined));

  return (
    <>
      <InviteOutcome invite={invite} />
      <SectionCard title={text.title}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
          <FormColumn>
            <TextField
              label={text.email}
              type="email"
              autoComplete="off"
              maxLength={EMAIL_MAX_LENGTH}
              error={emailError}
              {...form.register('email')}
            />
            <TextField
              label={text.firstName}
              autoComplete="off"
              maxLength={NAME_MAX_LENGTH}
              {...form.register('firstName')}
            />
            <TextField
              label={text.lastName}
              autoComplete="off"
              maxLength={NAME_MAX_LENGTH}
              {...form.register('lastName')}
            />
            <AccessFields control={form.control} show={['groups', 'sections']} />
            <FormActions
              id={missingId}
              missing={
                gaps.length > 0
                  ? `${text.missing} ${gaps.map((g) => text.gaps[g]).join(', ')}`
                  : null
              }
            >
              <Button
                type="submit"
                variant="primary"
                disabled={gaps.length > 0 || busy}
                aria-describedby={gaps.length > 0 ? missingId : undefined}
              >
                {text.submit}
              </Button>
            </FormActions>
          </FormColumn>
        </form>
      </SectionCard>
    </>
  );
}

/** The invite's outcome (spec §8): sent, or the error; nothing before the first try. */
function InviteOutcome({ invite }: { invite: ReturnType<typeof useInviteUser> }) {
  switch (invite.status) {
    case 'idle':
      return null;
    case 'pending':
      return (
        <Banner tone="info" key="pending">
          {text.sending}
        </Banner>
      );
    case 'success':
      return (
        <Banner tone="success" key="success" dismissible>
          {text.sent(invite.variables.email.trim())}
        </Banner>
      );
    case 'error':
      return (
        <Banner tone="error" key="error" dismissible>
          {/* A duplicate is not a failed send: say what it is (spec §8's text for the rest). */}
          {apiErrorOf(invite.error)?.status === 'conflict'
            ? text.exists(invite.variables.email.trim())
            : text.failed}
        </Banner>
      );
    default:
      return invite satisfies never;
  }
}
