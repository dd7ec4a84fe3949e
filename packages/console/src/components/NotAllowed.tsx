import { EmptyState, Page, PageHeader } from '@hygiene/ui';
import type { ReactNode } from 'react';

import { usePermission } from '../lib/permission';
import { roles as text } from '../messages/roles';
import type { RequirePermissionProps } from './RequirePermission';

/**
 * What a screen or a part of one shows instead of what the signed-in user's roles do not allow:
 * 'Not allowed' and the reason (what it is, the role it needs, the roles the user has). Never a
 * form that would only be refused.
 */
export function NotAllowed({ reason, action }: { reason: string; action?: ReactNode }) {
  return (
    <div role="status">
      <EmptyState title={text.notAllowed} description={reason} action={action} />
    </div>
  );
}

/** `RequirePermission`'s check, loaded with the roles table: the screen, or 'Not allowed'. */
export function PermissionGate({ operation, title, actions, children }: RequirePermissionProps) {
  const permission = usePermission(operation);
  switch (permission.status) {
    case 'allowed':
      return children;
    case 'denied':
      return (
        <Page>
          <PageHeader title={title} actions={actions} />
          <NotAllowed reason={permission.reason} />
        </Page>
      );
    default:
      return permission satisfies never;
  }
}
