import type { ApiClient } from '@hygiene/api-client';
import { useAtomValue } from 'jotai';

import { apiClientAtom, currentTenantAtom, type CurrentTenant } from './atoms';

/** The API client of the current tenant. Screens render only inside a tenant, so it exists. */
export function useApiClient(): ApiClient {
  const client = useAtomValue(apiClientAtom);
  if (!client)
    throw new Error('No API client: the host must set the tenant and the connection first.');
  return client;
}

/** The tenant the console works in. */
export function useCurrentTenant(): CurrentTenant {
  const tenant = useAtomValue(currentTenantAtom);
  if (!tenant) throw new Error('No current tenant: the host must set it first.');
  return tenant;
}
