import { currentTenantAtom, forgetOtherTenants } from '@hygiene/console';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useSetAtom } from 'jotai';
import { useLayoutEffect, type ReactNode } from 'react';

import { storedTenantAtom } from '../tenant/atoms';

/**
 * Moves the whole app to the tenant the address names before anything of it renders: the old
 * tenant's cached answers are cancelled and dropped, the API client is rebound (it derives from
 * the current tenant), and the tab remembers the tenant (sessionStorage). Until the atom agrees
 * with the address the children do not render, so no screen ever shows one frame of the
 * previous tenant's data or sends a request under its name.
 */
export function TenantScope({
  tenantIdentifier,
  children,
}: {
  tenantIdentifier: string;
  children: ReactNode;
}) {
  const [current, setCurrent] = useAtom(currentTenantAtom);
  const setStored = useSetAtom(storedTenantAtom);
  const queryClient = useQueryClient();

  useLayoutEffect(() => {
    if (current?.identifier === tenantIdentifier) return;
    forgetOtherTenants(queryClient, tenantIdentifier);
    const tenant = {
      identifier: tenantIdentifier,
      name: tenantIdentifier,
      realm: tenantIdentifier,
    };
    setCurrent(tenant);
    setStored(tenant);
  }, [current, tenantIdentifier, queryClient, setCurrent, setStored]);

  return current?.identifier === tenantIdentifier ? children : null;
}
