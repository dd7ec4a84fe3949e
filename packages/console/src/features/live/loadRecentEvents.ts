import { createApiClient, EVENT_TYPES } from '@hygiene/api-client';
import type { LoadRecentEvents } from '@hygiene/realtime';

import type { ApiConnection } from '../../state/atoms';

/**
 * The live feed's first page (spec §7 Events: page 0 with the feed size, plus the filter) from
 * GET /device-events. The request goes out under the tenant the feed follows, which is the
 * locked tenant while the group lock is on, not always the current one.
 */
export function createRecentEventsLoader(
  getConnection: () => ApiConnection | null,
): LoadRecentEvents {
  return async (request) => {
    const connection = getConnection();
    if (!connection) throw new Error('Not connected to the platform yet.');
    const api = createApiClient({
      ...connection,
      getTenantIdentifier: () => request.tenantIdentifier,
    });
    const result = await api.listDeviceEvents(
      {
        page: request.page,
        pageSize: request.pageSize,
        ...(request.typesIncluded ? { typesIncluded: knownEventTypes(request.typesIncluded) } : {}),
        bluetoothEventsIncluded: request.bluetoothEventsIncluded,
        transactionEventsIncluded: request.transactionEventsIncluded,
        summaryEventsIcluded: request.summaryEventsIcluded,
      },
      { signal: request.signal },
    );
    if (!result.ok) throw new Error(`Unable to load recent events: ${result.error.kind}`);
    return result.data.items;
  };
}

type EventType = (typeof EVENT_TYPES)[number];

/** The configured filter may name types this contract does not know: those match nothing. */
function knownEventTypes(types: readonly string[]): EventType[] {
  return types.filter((type): type is EventType =>
    (EVENT_TYPES as readonly string[]).includes(type),
  );
}
