import type { NotificationPolicy } from '@hygiene/api-client';
import {
  Banner,
  Button,
  ChecklistField,
  Muted,
  SectionCard,
  SwitchField,
  TextField,
} from '@hygiene/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { useConsoleApi } from '../../../data/useConsoleApi';
import { useWrite } from '../../../data/writeOperation';
import { listCasePeople } from '../../../generated/operations/listCasePeople';
import { updateNotificationPolicy } from '../../../generated/operations/updateNotificationPolicy';
import { usePermission } from '../../../lib/permission';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { notifications } from '../../../messages/notifications';
import {
  POLICY_BOUNDS,
  isWithin,
  policyToValues,
  valuesToPolicy,
  type PolicyValues,
} from '../rulesForm';
import { Form } from './MyNotificationsForm';
import { RulesFields } from './RulesFields';

const text = notifications.policy;

/**
 * The tenant's policy: grouping (group wait, group interval, repeat), escalation to chosen people
 * after some minutes unacknowledged, and the defaults for people who saved no settings. Like the
 * attention thresholds it decides when the provider's staff are sent out: a role that may not
 * change it reads it, disabled, with the reason.
 */
export function PolicyCard({ saved }: { saved: NotificationPolicy }) {
  const { api, tenant } = useConsoleApi();
  const permission = usePermission('updateNotificationPolicy');
  const readOnly = permission.status !== 'allowed';
  const people = useQuery(listCasePeople.options(api, tenant, tenant));
  const update = useWrite(updateNotificationPolicy);
  const form = useForm<PolicyValues>({ defaultValues: policyToValues(saved) });
  // A new answer (saved elsewhere) shows, unless the person is changing something.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(policyToValues(saved));
  }, [saved, form]);
  const escalate = useWatch({ control: form.control, name: 'escalate' });
  const save = useSubmitOnce(async (values: PolicyValues) => {
    const answer = await update.mutateAsync({ tenant, body: valuesToPolicy(values) });
    form.reset(policyToValues(answer));
  });
  const onSubmit = form.handleSubmit((values) =>
    readOnly ? undefined : save(values).catch(() => undefined),
  );
  const errors = form.formState.errors;
  const bounded = (bounds: { min: number; max: number }) => (value: unknown) =>
    isWithin(String(value), bounds) || text.outOfRange(bounds.min, bounds.max);
  return (
    <SectionCard title={text.title}>
      <Muted as="p">{text.intro}</Muted>
      {permission.status === 'denied' ? <Muted as="p">{permission.reason}</Muted> : null}
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
        <TextField
          label={text.groupWait}
          inputMode="numeric"
          disabled={readOnly}
          error={errors.groupWaitSeconds?.message}
          {...form.register('groupWaitSeconds', {
            validate: bounded(POLICY_BOUNDS.groupWaitSeconds),
          })}
        />
        <TextField
          label={text.groupInterval}
          inputMode="numeric"
          disabled={readOnly}
          error={errors.groupIntervalMinutes?.message}
          {...form.register('groupIntervalMinutes', {
            validate: bounded(POLICY_BOUNDS.groupIntervalMinutes),
          })}
        />
        <TextField
          label={text.repeat}
          inputMode="numeric"
          disabled={readOnly}
          error={errors.repeatIntervalMinutes?.message}
          {...form.register('repeatIntervalMinutes', {
            validate: bounded(POLICY_BOUNDS.repeatIntervalMinutes),
          })}
        />
        <SwitchField label={text.escalate} disabled={readOnly} {...form.register('escalate')} />
        {escalate ? (
          <>
            <TextField
              label={text.escalateAfter}
              inputMode="numeric"
              disabled={readOnly}
              error={errors.escalationAfterMinutes?.message}
              {...form.register('escalationAfterMinutes', {
                validate: bounded(POLICY_BOUNDS.escalationAfterMinutes),
              })}
            />
            <ChecklistField
              label={text.escalateTo}
              options={(people.data ?? []).map((person) => ({
                value: person.id,
                label: person.name,
              }))}
              columns
              disabled={readOnly}
              error={errors.escalationPersonIds?.message}
              {...form.register('escalationPersonIds', {
                validate: (value) =>
                  !form.getValues('escalate') ||
                  (Array.isArray(value) && value.length > 0) ||
                  text.chooseSomeone,
              })}
            />
          </>
        ) : null}
        <fieldset disabled={readOnly}>
          <legend>{text.defaults}</legend>
          <RulesFields
            register={form.register}
            control={form.control}
            prefix="defaults."
            errors={errors.defaults}
            disabled={readOnly}
          />
        </fieldset>
        {readOnly ? null : (
          <div>
            <Button type="submit" variant="primary" disabled={update.isPending}>
              {text.save}
            </Button>
          </div>
        )}
      </Form>
    </SectionCard>
  );
}
