import type { ApiClient } from '@hygiene/api-client';
import { useAtomValue } from 'jotai';

import { apiClientAtom, currentTenantAtom } from '../state/atoms';

/** The API client bound to the current tenant, and that tenant's identifier. */
export interface ConsoleApi {
  api: ApiClient;
  tenant: string;
}

/**
 * The screens' way to the platform. The host writes the tenant and connection atoms before it
 * routes to a screen, so a missing client is a wiring mistake and throws (to the error page)
 * rather than rendering a screen that can never load.
 */
export function useConsoleApi(): ConsoleApi {
  const api = useAtomValue(apiClientAtom);
  const tenant = useAtomValue(currentTenantAtom);
  if (!api || !tenant) {
    throw new Error('The console needs currentTenantAtom and apiConnectionAtom set by the host.');
  }
  return { api, tenant: tenant.identifier };
}
