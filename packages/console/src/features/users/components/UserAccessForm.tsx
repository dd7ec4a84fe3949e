import type { User } from '@hygiene/api-client';
import { Banner, Button, SectionCard } from '@hygiene/ui';
import { useId, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';

import { ChangedElsewhere, isChangedElsewhere } from '../../../components/ChangedElsewhere';
import { USER_UPDATE_BANNER_MS } from '../../../constants';
import type { EditBase } from '../../../data/editBase';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { usePermission } from '../../../lib/permission';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import * as messages from '../../../messages';
import { getUser } from '../../../generated/operations/getUser';
import { useSections } from '../api/accessOptions';
import { useUpdateUser } from '../api/updateUser';
import { accessChanged, sameIds, sectionDiff, type AccessValues } from '../userRules';
import { AccessFields } from './AccessFields';
import { FormActions, FormColumn } from './FormActions';
import { SectionChangeSummary } from './SectionChangeSummary';

const text = messages.users.detail;

const accessOf = (user: User): AccessValues => ({
  groups: user.groups.map((g) => g.id),
  sections: user.allowedSections.map((s) => s.id),
});

export interface UserAccessFormProps {
  user: User;
  /** The parent is told after the success message has shown for 3 s (spec §4, §9). */
  onUpdated: (user: User) => void;
}

/** Groups and allowed sections of one user; update is disabled while they are unchanged. */
export function UserAccessForm({ user, onUpdated }: UserAccessFormProps) {
  const update = useUpdateUser(user.id);
  const sections = useSections();
  // What is saved is the user as the platform last answered: the update writes its answer into
  // the cache, and so into `user`.
  const saved = useMemo(() => accessOf(user), [user]);
  const form = useForm<AccessValues>({ defaultValues: accessOf(user) });
  const values = useWatch({ control: form.control }) as AccessValues;
  const changed = accessChanged(saved, values);
  const busy = update.isPending;
  const hintId = useId();
  // A role that may not change users sees the access read-only, with the reason beside the
  // disabled button.
  const permission = usePermission('updateUser');
  const readOnly = permission.status === 'denied';
  const hint = permission.status === 'denied' ? permission.reason : changed ? null : text.unchanged;

  const save = useSubmitOnce(
    async (v: AccessValues, base: EditBase = { version: user.version }) => {
      form.reset(accessOf(await update.mutateAsync({ values: v, base })));
    },
  );
  const changedElsewhere = update.isError && isChangedElsewhere(update.error);
  const queryClient = useQueryClient();
  const { tenant } = useConsoleApi();
  // The user as saved elsewhere: the form takes it (what was chosen here is dropped).
  const reload = async () => {
    const key = getUser.key(tenant, user.id);
    await queryClient.refetchQueries({ queryKey: key });
    const fresh = queryClient.getQueryData<User>(key);
    if (fresh) form.reset(accessOf(fresh));
    update.reset();
  };
  const onSubmit = form.handleSubmit((v) =>
    !readOnly && accessChanged(saved, v) ? save(v) : undefined,
  );

  const diff = sectionDiff(user.allowedSections, values.sections, sections.data ?? []);

  return (
    <SectionCard title={text.access}>
      {changedElsewhere ? (
        <ChangedElsewhere
          busy={busy}
          onReload={() => void reload()}
          onOverwrite={() => void save(form.getValues(), { overwrite: true })}
        />
      ) : (
        <UpdateOutcome update={update} onUpdated={onUpdated} />
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
        <FormColumn>
          <AccessFields control={form.control} show={['groups', 'sections']} disabled={readOnly} />
          {changed ? (
            <SectionChangeSummary
              diff={diff}
              groupsChanged={!sameIds(saved.groups, values.groups)}
              sectionsAfter={values.sections.length}
            />
          ) : null}
          <FormActions id={hintId} missing={hint}>
            <Button
              type="submit"
              variant="primary"
              disabled={readOnly || !changed || busy}
              aria-describedby={hint === null ? undefined : hintId}
            >
              {text.update}
            </Button>
          </FormActions>
        </FormColumn>
      </form>
    </SectionCard>
  );
}

function UpdateOutcome({
  update,
  onUpdated,
}: {
  update: ReturnType<typeof useUpdateUser>;
  onUpdated: (user: User) => void;
}) {
  switch (update.status) {
    case 'idle':
      return null;
    case 'pending':
      return (
        <Banner tone="info" key="pending">
          {text.updating}
        </Banner>
      );
    case 'success':
      return (
        <Banner
          tone="success"
          key={update.submittedAt}
          hideAfterMs={USER_UPDATE_BANNER_MS}
          onHide={() => {
            const updated = update.data;
            update.reset();
            onUpdated(updated);
          }}
        >
          {text.updated}
        </Banner>
      );
    case 'error':
      return (
        <Banner tone="error" key={update.submittedAt} dismissible>
          {text.updateFailed}
        </Banner>
      );
    default:
      return update satisfies never;
  }
}
