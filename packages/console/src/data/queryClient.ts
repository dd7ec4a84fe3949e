import { QueryClient } from '@tanstack/react-query';

import { apiErrorOf } from './apiQuery';
import { tenantOfKey } from './queryKeys';

/** Failures worth a second try: the network or the server may recover; a 404 will not. */
const RETRYABLE = new Set(['network', 'server']);
const MAX_RETRIES = 2;

/** The console's query client: retries only what can recover, and keys every answer by tenant. */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          const apiError = apiErrorOf(error);
          return apiError !== null && RETRYABLE.has(apiError.status) && failureCount < MAX_RETRIES;
        },
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Drops every cached answer that belongs to a tenant other than `tenantIdentifier`, and cancels
 * its requests in flight, so nothing of one tenant can show in another.
 */
export function forgetOtherTenants(queryClient: QueryClient, tenantIdentifier: string): void {
  const otherTenant = (query: { queryKey: readonly unknown[] }) => {
    const owner = tenantOfKey(query.queryKey);
    return owner !== null && owner !== tenantIdentifier;
  };
  void queryClient.cancelQueries({ predicate: otherTenant });
  queryClient.removeQueries({ predicate: otherTenant });
}
