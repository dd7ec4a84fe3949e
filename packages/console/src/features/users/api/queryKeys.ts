import { tenantKey } from '../../../data/queryKeys';
import type { UserListQuery } from '../userListParams';

/**
 * Every query key of the users feature, under its tenant: `['tenant', tenant, 'users', ...]`.
 * Mutations invalidate through `all`, which covers the lists, the details and the newest user.
 */
export const userKeys = {
  all: (tenant: string) => tenantKey(tenant, 'users'),
  lists: (tenant: string) => tenantKey(tenant, 'users', 'list'),
  list: (tenant: string, query: UserListQuery) => tenantKey(tenant, 'users', 'list', query),
  detail: (tenant: string, userId: string) => tenantKey(tenant, 'users', 'detail', userId),
  /** The newest user, whose email gives the next screen number. */
  newest: (tenant: string) => tenantKey(tenant, 'users', 'newest'),
  groups: (tenant: string) => tenantKey(tenant, 'users', 'groups'),
  sections: (tenant: string) => tenantKey(tenant, 'users', 'sections'),
  screenOptions: (tenant: string) => tenantKey(tenant, 'users', 'screen-options'),
};
