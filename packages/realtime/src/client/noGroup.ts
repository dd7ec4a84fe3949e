import type { GroupState } from './RealtimeClient';

/**
 * The group state before the client follows any tenant: the client starts from it, and the hooks
 * read it while the provider's client is still on its way (a module of its own, so they need not
 * load the client's code for it).
 */
export const NO_GROUP: GroupState = {
  tenantIdentifier: null,
  lockedTenantIdentifier: null,
  activeTenantIdentifier: null,
  joinedGroup: null,
};
