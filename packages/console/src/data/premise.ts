import type { ApiClient } from '@hygiene/api-client';
import { queryOptions } from '@tanstack/react-query';

import { unwrap } from './apiQuery';
import { sharedKeys } from './queryKeys';

/**
 * `GET /premises/{id}` as `tenant` sees it, under the shared premise key: the location screens
 * and the wizard's room step (which names premises where rooms read alike) share one answer.
 */
export function premiseQueryOptions(api: ApiClient, tenant: string, id: string) {
  return queryOptions({
    queryKey: sharedKeys.premise(tenant, id),
    queryFn: ({ signal }) => unwrap(api.getPremise(id, { signal })),
  });
}
