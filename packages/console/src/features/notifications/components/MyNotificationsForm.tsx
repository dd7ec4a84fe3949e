import type { NotificationPreferences } from '@hygiene/api-client';
import { Banner, Button, Muted, SectionCard } from '@hygiene/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';

import { useWrite } from '../../../data/writeOperation';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { updateNotificationPreferences } from '../../../generated/operations/updateNotificationPreferences';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { notifications as text } from '../../../messages/notifications';
import { rulesToValues, valuesToRules, type RulesValues } from '../rulesForm';
import { RulesFields } from './RulesFields';

/**
 * The signed-in person's own settings at this tenant: what, where, how, quiet hours, language.
 * Until they save, the tenant's defaults apply and the card says so.
 */
export function MyNotificationsForm({ saved }: { saved: NotificationPreferences }) {
  const { tenant } = useConsoleApi();
  const update = useWrite(updateNotificationPreferences);
  const form = useForm<RulesValues>({ defaultValues: rulesToValues(saved) });
  // A new answer (saved in another tab, a stop link followed) shows, unless the person is
  // changing something: their changes are never overwritten.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(rulesToValues(saved));
  }, [saved, form]);
  const save = useSubmitOnce(async (values: RulesValues) => {
    const answer = await update.mutateAsync({ tenant, body: valuesToRules(values) });
    form.reset(rulesToValues(answer));
  });
  const onSubmit = form.handleSubmit((values) => save(values).catch(() => undefined));
  return (
    <SectionCard title={text.mine}>
      {!saved.saved ? <Muted as="p">{text.defaultsApply}</Muted> : null}
      {update.isSuccess ? (
        <Banner tone="success" key={update.submittedAt}>
          {text.saved}
        </Banner>
      ) : null}
      {update.isError ? (
        <Banner tone="error" key={update.submittedAt}>
          {text.saveFailed}
        </Banner>
      ) : null}
      <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={update.isPending}>
        <RulesFields
          register={form.register}
          control={form.control}
          prefix=""
          errors={form.formState.errors}
          email={saved.email}
        />
        <div>
          <Button type="submit" variant="primary" disabled={update.isPending}>
            {text.save}
          </Button>
        </div>
      </Form>
    </SectionCard>
  );
}

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;
