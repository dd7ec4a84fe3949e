import type { OperationId } from '@hygiene/api-client';
import { Page, PageHeader, Skeleton } from '@hygiene/ui';
import { Suspense, type ReactNode } from 'react';

import { lazy } from '../i18n';

// The check and the not-allowed state come with the roles table, in a chunk of their own: a
// screen's first paint does not wait for them (bench:host-size); its title shows meanwhile.
const PermissionGate = lazy(async () => ({
  default: (await import('./NotAllowed')).PermissionGate,
}));

export interface RequirePermissionProps {
  /** The contract's operation the screen exists for (e.g. `inviteUser`). */
  operation: OperationId;
  /** The screen's title, kept on the not-allowed page so people know where they are. */
  title: string;
  /** The screen's page actions, also on the not-allowed page (e.g. a link back to the list). */
  actions?: ReactNode;
  /** The screen itself: rendered (and its data asked for) only when the call is allowed. */
  children: ReactNode;
}

/**
 * A screen a direct address may reach although the user's roles do not allow it: the screen when
 * allowed; otherwise the page with its title and 'Not allowed' with the reason, and no request
 * sent. Nothing of the screen renders before the roles table has answered.
 */
export function RequirePermission(props: RequirePermissionProps) {
  return (
    <Suspense
      fallback={
        <Page>
          <PageHeader title={props.title} actions={props.actions} />
          <Skeleton lines={4} label={props.title} />
        </Page>
      }
    >
      <PermissionGate {...props} />
    </Suspense>
  );
}
