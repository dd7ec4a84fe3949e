import type { User } from '@hygiene/api-client';
import {
  Banner,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  KeyValueList,
  Muted,
  Page,
  PageHeader,
  SectionCard,
  Skeleton,
} from '@hygiene/ui';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';

import { apiErrorOf } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { USER_UPDATE_BANNER_MS } from '../../../constants';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { messages } from '../../../messages';
import { paths } from '../../../routing/paths';
import { useDeleteUser } from '../api/deleteUser';
import { useSections } from '../api/getSections';
import { useUser } from '../api/getUser';
import { useUpdateUser } from '../api/updateUser';
import { AccessFields } from '../components/AccessFields';
import { ActionLink } from '../components/ActionLink';
import { FormActions, FormColumn } from '../components/FormActions';
import { SectionChangeSummary } from '../components/SectionChangeSummary';
import { accessChanged, displayName, sameIds, sectionDiff, type AccessValues } from '../userRules';

const text = messages.users.detail;

/**
 * User detail (`/users/{userId}`): who the user is, their groups and allowed sections (editable;
 * the page says which sections a change adds and removes before it is saved), and deleting them
 * after a confirmation.
 */
export function UserDetailScreen() {
  const { userId = '' } = useParams();
  const { tenant } = useConsoleApi();
  const navigate = useNavigate();
  const user = useUser(userId);

  const backLink = <ActionLink to={paths.users.to(tenant)}>{messages.users.backToList}</ActionLink>;

  switch (user.status) {
    case 'pending':
      return (
        <Page>
          <PageHeader title={messages.users.title} actions={backLink} />
          <Skeleton lines={6} label={messages.users.title} />
        </Page>
      );
    case 'error':
      return (
        <Page>
          <PageHeader
            title={
              apiErrorOf(user.error)?.kind === 'notFound' ? text.notFound : messages.users.title
            }
            actions={backLink}
          />
          {apiErrorOf(user.error)?.kind === 'notFound' ? (
            <EmptyState title={text.notFound} description={text.notFoundHint} />
          ) : (
            <ErrorState message={text.fetchError} onRetry={() => void user.refetch()} />
          )}
        </Page>
      );
    case 'success':
      return (
        <Page>
          <PageHeader title={displayName(user.data)} actions={backLink} />
          <SectionCard title={text.facts}>
            <KeyValueList
              items={[
                { label: messages.users.email, value: user.data.email },
                {
                  label: text.tenant,
                  value: user.data.tenant?.name ?? user.data.tenant?.identifier ?? messages.none,
                },
                { label: text.groups, value: names(user.data.groups) },
                { label: text.sections, value: names(user.data.allowedSections) },
              ]}
            />
          </SectionCard>
          <UserAccessForm
            key={user.data.id}
            user={user.data}
            onUpdated={(updated) => {
              // Spec §4: after the banner, the view follows the user to a new tenant.
              const movedTo = updated.tenant?.identifier;
              if (movedTo && movedTo !== tenant) void navigate(paths.user.to(movedTo, updated.id));
            }}
          />
          <DeleteUser user={user.data} onDeleted={() => void navigate(paths.users.to(tenant))} />
        </Page>
      );
    default:
      return user satisfies never;
  }
}

function names(items: readonly { name: string }[]): string {
  return items.length === 0 ? messages.users.noneAssigned : items.map((i) => i.name).join(', ');
}

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
  const [saved, setSaved] = useState(() => accessOf(user));
  const form = useForm<AccessValues>({ defaultValues: accessOf(user) });
  const values = useWatch({ control: form.control }) as AccessValues;
  const changed = accessChanged(saved, values);
  const busy = update.isPending;
  const hintId = useId();

  const save = useSubmitOnce(async (v: AccessValues) => {
    const updated = await update.mutateAsync(v);
    const next = accessOf(updated);
    setSaved(next);
    form.reset(next);
  });
  const onSubmit = form.handleSubmit((v) => (accessChanged(saved, v) ? save(v) : undefined));

  const diff = sectionDiff(user.allowedSections, values.sections, sections.data ?? []);

  return (
    <SectionCard title={text.access}>
      <UpdateOutcome update={update} onUpdated={onUpdated} />
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
        <FormColumn>
          <AccessFields
            control={form.control}
            show={['groups', 'sections']}
            groupsLabel={text.groups}
            sectionsLabel={text.sections}
          />
          {changed ? (
            <SectionChangeSummary
              diff={diff}
              groupsChanged={!sameIds(saved.groups, values.groups)}
              sectionsAfter={values.sections.length}
            />
          ) : null}
          <FormActions id={hintId} missing={changed ? null : text.unchanged}>
            <Button
              type="submit"
              variant="primary"
              disabled={!changed || busy}
              aria-describedby={changed ? undefined : hintId}
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

/** Deleting a user needs a confirmation (spec §5); then back to the list. */
function DeleteUser({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const remove = useDeleteUser(user.id);
  const [confirming, setConfirming] = useState(false);
  const confirm = useSubmitOnce(async () => {
    try {
      await remove.mutateAsync();
      onDeleted();
    } finally {
      // On failure the dialog closes so the error shows on the page.
      setConfirming(false);
    }
  });
  return (
    <SectionCard title={text.deleteSection}>
      <Muted as="p" style={{ margin: 0 }}>
        {text.deleteHint}
      </Muted>
      {remove.isError ? (
        <Banner tone="error" key={remove.submittedAt} dismissible>
          {text.deleteFailed}
        </Banner>
      ) : null}
      <div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {text.delete}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={text.deleteTitle(displayName(user))}
        confirmLabel={text.deleteConfirm}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      >
        {text.deleteBody}
      </ConfirmDialog>
    </SectionCard>
  );
}
