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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';

import { ChangedElsewhere, isChangedElsewhere } from '../../../components/ChangedElsewhere';
import { Offered } from '../../../components/Offered';
import { apiErrorOf } from '../../../data/apiQuery';
import type { EditBase } from '../../../data/editBase';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { useDeleteUser } from '../api/deleteUser';
import { getUser } from '../../../generated/operations/getUser';
import { ActionLink } from '../components/ActionLink';
import { preloadUserForms, UserAccessForm } from '../components/lazyUserForms';
import { displayName } from '../userRules';
import { groupLabel } from '../../../messages/users';

const text = messages.users.detail;

/**
 * User detail (`/users/{userId}`): who the user is, their groups and allowed sections (editable;
 * the page says which sections a change adds and removes before it is saved), and deleting them
 * after a confirmation.
 */
export function UserDetailScreen() {
  const { userId = '' } = useParams();
  const { api, tenant } = useConsoleApi();
  const navigate = useNavigate();
  const user = useQuery(getUser.options(api, tenant, userId));
  useEffect(preloadUserForms, []);

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
              apiErrorOf(user.error)?.status === 'notFound' ? text.notFound : messages.users.title
            }
            actions={backLink}
          />
          {apiErrorOf(user.error)?.status === 'notFound' ? (
            <EmptyState title={text.notFound} />
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
                {
                  label: messages.users.groups,
                  value: names(user.data.groups.map((g) => ({ name: groupLabel(g.name) }))),
                },
                { label: messages.users.sections, value: names(user.data.allowedSections) },
              ]}
            />
          </SectionCard>
          <Suspense fallback={<Skeleton lines={4} label={text.access} />}>
            <UserAccessForm
              key={user.data.id}
              user={user.data}
              onUpdated={(updated) => {
                // Spec §4: after the banner, the view follows the user to a new tenant. The
                // form offers no tenant of its own: spec §7's update sends the groups and
                // sections only, so a move comes from the platform's answer (another admin, a
                // provider rule), never from this form; moving users between tenants is the
                // provider's to grant, not something every user of the console is offered.
                const movedTo = updated.tenant?.identifier;
                if (movedTo && movedTo !== tenant)
                  void navigate(paths.user.to(movedTo, updated.id));
              }}
            />
          </Suspense>
          {/* Offered only to the roles that may (roles table); the access form above says why
              it is read-only (see UserAccessForm). */}
          <Offered operation="deleteUser">
            <DeleteUser user={user.data} onDeleted={() => void navigate(paths.users.to(tenant))} />
          </Offered>
        </Page>
      );
    default:
      return user satisfies never;
  }
}

function names(items: readonly { name: string }[]): string {
  return items.length === 0 ? messages.users.noneAssigned : items.map((i) => i.name).join(', ');
}

/** Deleting a user needs a confirmation (spec §5); then back to the list. */
function DeleteUser({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const remove = useDeleteUser(user.id);
  const { tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // On the version shown; changed elsewhere meanwhile (412), the person is told and asked again.
  const confirm = useSubmitOnce(async (base: EditBase) => {
    try {
      await remove.mutateAsync(base);
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
      {remove.isError && isChangedElsewhere(remove.error) ? (
        <ChangedElsewhere
          action="delete"
          busy={remove.isPending}
          onReload={() => {
            remove.reset();
            void queryClient.invalidateQueries({ queryKey: getUser.key(tenant, user.id) });
          }}
          onOverwrite={() => void confirm({ overwrite: true })}
        />
      ) : remove.isError ? (
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
        onConfirm={() => void confirm({ version: user.version })}
      >
        {text.deleteBody}
      </ConfirmDialog>
    </SectionCard>
  );
}
