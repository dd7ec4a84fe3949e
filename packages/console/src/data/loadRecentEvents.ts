import type { ApiClient } from '@hygiene/api-client';
import { loadRecentEventsFrom, type LoadRecentEvents } from '@hygiene/realtime';

import { createTenantClient, type ApiConnection } from '../state/atoms';

/**
 * The live feed's first page (`GET /device-events`, page 0, the feed size, the filter; spec §7),
 * for `createRealtimeClient({ loadRecentEvents })`. The feed may follow a tenant other than the
 * current one (the group lock), so each request is sent with the tenant the feed asks for; one
 * client per tenant is kept. Rejects on failure so the feed shows its error state.
 */
export function createLoadRecentEvents(connection: ApiConnection): LoadRecentEvents {
  const clients = new Map<string, ApiClient>();
  return loadRecentEventsFrom((tenant) => {
    let client = clients.get(tenant);
    if (!client) {
      client = createTenantClient(connection, tenant);
      clients.set(tenant, client);
    }
    return client;
  });
}
