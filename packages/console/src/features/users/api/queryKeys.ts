import type { QueryClient } from '@tanstack/react-query';

import { tenantKey } from '../../../data/queryKeys';
import { listUsers } from '../../../generated/operations/listUsers';

/**
 * The users feature's own query key (its other reads are the generated operations, under the
 * `users` root): `['tenant', tenant, 'users', ...]`. Writes invalidate through `invalidateUserLists`.
 */
export const userKeys = {
  /** The highest screen user, whose email gives the next screen number. */
  highestScreenUser: (tenant: string) => tenantKey(tenant, 'users', 'highest-screen-user'),
};

/**
 * After a user is added, changed or deleted: the lists and the highest screen user (the next
 * screen number) are read again. Groups, sections and screen options did not change and stay cached.
 */
export function invalidateUserLists(queryClient: QueryClient, tenant: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listUsers.key(tenant) }),
    queryClient.invalidateQueries({ queryKey: userKeys.highestScreenUser(tenant) }),
  ]).then(() => undefined);
}
