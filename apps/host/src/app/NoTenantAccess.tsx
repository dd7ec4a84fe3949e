import { paths } from '@hygiene/console';
import { Page, PageHeader } from '@hygiene/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useEffect } from 'react';
import { Link } from 'react-router';

import { accessMessages } from '../accessMessages';
import { partnerIdAtom } from '../partner/atoms';
import { storedTenantAtom } from '../tenant/atoms';

/**
 * The platform refuses the user the tenant of the address: say so once, and lead to the user's
 * own tenant (the partner they signed in at) when that is another one.
 */
export function NoTenantAccess({ tenantIdentifier }: { tenantIdentifier: string }) {
  const partner = useAtomValue(partnerIdAtom);
  const own = partner !== null && partner !== tenantIdentifier ? partner : null;
  // Not the tab's tenant to come back to: a reload at `/` must not land here again.
  const setStored = useSetAtom(storedTenantAtom);
  useEffect(() => setStored(RESET), [setStored]);
  return (
    <Page>
      <PageHeader
        title={accessMessages.noTenantAccess.title(tenantIdentifier)}
        description={accessMessages.noTenantAccess.hint}
      />
      {own ? (
        <p>
          <Link to={paths.dashboard.to(own)}>{accessMessages.noTenantAccess.toOwn(own)}</Link>
        </p>
      ) : null}
    </Page>
  );
}
