import type { QueryClient } from '@tanstack/react-query';

import { sharedKeys, tenantKey } from '../../../data/queryKeys';
import type { UserListQuery } from '../userListParams';

/**
 * Every query key of the users feature, under its tenant: `['tenant', tenant, 'users', ...]`.
 * Writes invalidate through `invalidateUserLists`.
 */
export const userKeys = {
  all: (tenant: string) => tenantKey(tenant, 'users'),
  lists: (tenant: string) => tenantKey(tenant, 'users', 'list'),
  list: (tenant: string, query: UserListQuery) => tenantKey(tenant, 'users', 'list', query),
  detail: (tenant: string, userId: string) => tenantKey(tenant, 'users', 'detail', userId),
  /** The highest screen user, whose email gives the next screen number. */
  highestScreenUser: (tenant: string) => tenantKey(tenant, 'users', 'highest-screen-user'),
  groups: (tenant: string) => tenantKey(tenant, 'users', 'groups'),
  /**
   * The tenant's sections for the chooser. Sections are location data other features write, so
   * the key sits under the shared locations root: creating a section there refreshes this list.
   */
  sections: (tenant: string) =>
    [...sharedKeys.locations(tenant), 'sections', 'user-chooser'] as const,
  screenOptions: (tenant: string) => tenantKey(tenant, 'users', 'screen-options'),
};

/**
 * After a user is added, changed or deleted: the lists and the highest screen user (the next
 * screen number) are read again. Groups, sections and screen options did not change and stay cached.
 */
export function invalidateUserLists(queryClient: QueryClient, tenant: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.lists(tenant) }),
    queryClient.invalidateQueries({ queryKey: userKeys.highestScreenUser(tenant) }),
  ]).then(() => undefined);
}
