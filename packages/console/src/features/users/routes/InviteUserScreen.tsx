import { Page, PageHeader, Skeleton } from '@hygiene/ui';
import { Suspense, useEffect } from 'react';

import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { ActionLink } from '../components/ActionLink';
import { InviteForm, preloadUserForms } from '../components/lazyUserForms';

const text = messages.users.invite;

/** Invite a user (`/users/invite`). The form (react-hook-form) arrives as its own chunk. */
export function InviteUserScreen() {
  const { tenant } = useConsoleApi();
  useEffect(preloadUserForms, []);
  return (
    <Page>
      <PageHeader
        title={text.title}
        actions={<ActionLink to={paths.users.to(tenant)}>{messages.users.backToList}</ActionLink>}
      />
      <Suspense fallback={<Skeleton lines={6} label={text.title} />}>
        <InviteForm />
      </Suspense>
    </Page>
  );
}
