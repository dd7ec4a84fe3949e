import { Page, PageHeader, Skeleton } from '@hygiene/ui';
import { Suspense, useEffect, type ReactNode } from 'react';

import { RequirePermission } from '../../../components/RequirePermission';
import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { ActionLink } from '../components/ActionLink';
import { InviteForm, preloadUserForms } from '../components/lazyUserForms';

const text = messages.users.invite;

/** Invite a user (`/users/invite`). The form (react-hook-form) arrives as its own chunk. */
export function InviteUserScreen() {
  const { tenant } = useConsoleApi();
  const back = <ActionLink to={paths.users.to(tenant)}>{messages.users.backToList}</ActionLink>;
  // Only administrators invite (roles table): others reach the address by typing it, and are
  // told so instead of a form the platform would refuse.
  return (
    <RequirePermission operation="inviteUser" title={text.title} actions={back}>
      <InvitePage back={back} />
    </RequirePermission>
  );
}

function InvitePage({ back }: { back: ReactNode }) {
  useEffect(preloadUserForms, []);
  return (
    <Page>
      <PageHeader title={text.title} actions={back} />
      <Suspense fallback={<Skeleton lines={6} label={text.title} />}>
        <InviteForm />
      </Suspense>
    </Page>
  );
}
