import { EVENT_TYPES, type ApiClient, type EventType } from '@hygiene/api-client';
import type { LoadRecentEvents } from '@hygiene/realtime';

import { createTenantClient, type ApiConnection } from '../state/atoms';

/**
 * The live feed's first page (`GET /device-events`, page 0, the feed size, the filter; spec §7),
 * for `createRealtimeClient({ loadRecentEvents })`. The feed may follow a tenant other than the
 * current one (the group lock), so each request is sent with the tenant the feed asks for; one
 * client per tenant is kept. Rejects on failure so the feed shows its error state.
 */
export function createLoadRecentEvents(connection: ApiConnection): LoadRecentEvents {
  const clients = new Map<string, ApiClient>();
  const clientFor = (tenant: string) => {
    let client = clients.get(tenant);
    if (!client) {
      client = createTenantClient(connection, tenant);
      clients.set(tenant, client);
    }
    return client;
  };
  return async (request) => {
    const result = await clientFor(request.tenantIdentifier).listDeviceEvents(
      {
        page: request.page,
        pageSize: request.pageSize,
        ...(request.typesIncluded
          ? { typesIncluded: request.typesIncluded.filter(isEventType) }
          : {}),
        bluetoothEventsIncluded: request.bluetoothEventsIncluded,
        transactionEventsIncluded: request.transactionEventsIncluded,
        summaryEventsIcluded: request.summaryEventsIcluded,
      },
      { signal: request.signal },
    );
    if (!result.ok) throw new Error(`GET /device-events failed: ${result.error.status}`);
    return result.data.items;
  };
}

const eventTypes: ReadonlySet<string> = new Set(EVENT_TYPES);

/** The configured filter may name events as well as types; only types go into `typesIncluded`. */
function isEventType(value: string): value is EventType {
  return eventTypes.has(value);
}
